import { Text, type TextProps } from '@chakra-ui/react';

/** A figure's or a card's small muted note (a hint, a period, a source); nothing when there is no note. */
export function FinePrint({ children, ...rest }: TextProps) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Text fontSize="xs" color="fg.muted" {...rest}>
      {children}
    </Text>
  );
}
