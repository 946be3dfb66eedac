import { Box, Flex, Image, Text } from '@chakra-ui/react';
import { brandNameOf, useBranding, useBrandName } from '../../lib/branding';
import { BrandLogo } from '../brand-logo';

/**
 * The sidebar's header mark: the workspace's logo and display name when it has them, BizPilot's otherwise (and no
 * product name at all when white-labelled). `showName` false leaves only the mark (collapsed sidebar).
 */
export function WorkspaceMark({ showName = true }: { showName?: boolean }) {
  const { data } = useBranding();
  if (!data?.logoUrl && !data?.displayName && !data?.hideBizPilotName) return <BrandLogo showName={showName} />;
  const name = brandNameOf(data);
  return (
    <Flex align="center" gap="2" minW="0">
      {data.logoUrl ? (
        <Image src={data.logoUrl} alt="" boxSize="8" flexShrink="0" objectFit="contain" rounded="md" />
      ) : (
        <Box boxSize="8" flexShrink="0" rounded="lg" bg="blue.solid" aria-hidden />
      )}
      {name && showName ? (
        <Text as="span" fontWeight="bold" fontSize="lg" truncate>
          {name}
        </Text>
      ) : name ? (
        <Box as="span" srOnly>
          {name}
        </Box>
      ) : null}
    </Flex>
  );
}

/** What the home link of the sidebar says to a screen reader. */
export function useHomeLabel(): string {
  const name = useBrandName();
  return name ? `${name} home` : 'Home';
}
