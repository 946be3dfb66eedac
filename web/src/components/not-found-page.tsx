import { Card, Flex, Heading, Text } from '@chakra-ui/react';
import { CircleExclamationPoint } from 'lucide-react';

export function NotFoundPage() {
  return (
    <Flex justify="center" py="16">
      <Card.Root maxW="md" width="full">
        <Card.Body gap="4">
          <Flex align="center" gap="2">
            <CircleExclamationPoint color="var(--chakra-colors-fg-error)" aria-hidden />
            <Heading as="h1" size="xl">
              404 Page Not Found
            </Heading>
          </Flex>
          <Text color="fg.muted">Did you forget to add the page to the router?</Text>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
