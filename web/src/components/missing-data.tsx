import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

interface MissingDataProps {
  /** What would fill the card: 'Connect a review source to see satisfaction'. */
  message: string;
  /** The screen where the user can do it. */
  href: string;
}

/** A card's place for a figure whose data does not exist yet: never a made-up number, the way to get it instead. */
export function MissingData({ message, href }: MissingDataProps) {
  return (
    <Text fontSize="sm" color="fg.muted">
      <ChakraLink asChild colorPalette="blue" variant="underline">
        <Link to={href}>{message}</Link>
      </ChakraLink>
    </Text>
  );
}
