import { Stack, Text, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface LabelledValueProps extends TextProps {
  label: string;
  children: ReactNode;
}

/** A fact with its small muted label above it (a profile's 'Email', 'Annual Salary'); other props style the value. */
export function LabelledValue({ label, children, ...valueStyle }: LabelledValueProps) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text {...valueStyle}>{children}</Text>
    </Stack>
  );
}
