import { Stack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeader, type PageHeaderProps } from './page-header';

/** A screen: its header (its one h1, the line under it, its actions) above its content; `maxW` narrows a form's screen. */
export function Page({
  maxW,
  children,
  ...header
}: PageHeaderProps & { maxW?: StackProps['maxW']; children: ReactNode }) {
  return (
    <Stack gap="6" maxW={maxW}>
      <PageHeader {...header} />
      {children}
    </Stack>
  );
}
