import { Box, Container, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '../../../components/brand-logo';

export function LandingFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" py="8">
      <Container maxW="6xl">
        <Text textAlign="center" color="fg.muted" fontSize="sm">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
