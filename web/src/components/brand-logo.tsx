import { Box, Flex, Text } from '@chakra-ui/react';
import { Rocket } from 'lucide-react';

export const PRODUCT_NAME = 'BizPilot';

/** The product mark; `showName` false leaves only the icon (collapsed sidebar). */
export function BrandLogo({ showName = true }: { showName?: boolean }) {
  return (
    <Flex align="center" gap="2" minW="0">
      <Flex
        align="center"
        justify="center"
        boxSize="8"
        flexShrink="0"
        rounded="lg"
        bg="blue.600"
        color="white"
        aria-hidden
      >
        <Rocket size={18} />
      </Flex>
      {showName ? (
        <Text as="span" fontWeight="bold" fontSize="lg" truncate>
          {PRODUCT_NAME}
        </Text>
      ) : (
        <Box as="span" srOnly>
          {PRODUCT_NAME}
        </Box>
      )}
    </Flex>
  );
}
