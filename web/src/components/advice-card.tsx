import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';

/** One piece of advice (a recommendation, a tip): a bulb, its title, what to do, and maybe where to do it. */
export function AdviceCard({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <HStack gap="3" align="start">
          <Lightbulb size={18} aria-hidden />
          <Stack gap="1">
            <Text fontWeight="semibold">{title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {text}
            </Text>
            {action}
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
