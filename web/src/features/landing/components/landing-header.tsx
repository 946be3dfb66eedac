import { Button, Container, Flex, HStack } from '@chakra-ui/react';
import { BrandLogo } from '../../../components/brand-logo';
import { ThemeToggle } from '../../../components/theme-toggle';
import { SIGN_IN_URL, SSO_SIGN_IN_URL } from '../../../lib/auth-user';

export function LandingHeader() {
  return (
    <Flex as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl" py="3">
        <Flex align="center" justify="space-between">
          <BrandLogo />
          <HStack gap="2">
            <ThemeToggle />
            <Button asChild variant="ghost" size="sm">
              <a href={SSO_SIGN_IN_URL}>Sign in with SSO</a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={SIGN_IN_URL}>Sign In</a>
            </Button>
          </HStack>
        </Flex>
      </Container>
    </Flex>
  );
}
