import { Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card, the frame of a screen's sections (a chart, a profile's details). Its title is an h2. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header pb="2">
        <Card.Title as="h2" fontSize="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
