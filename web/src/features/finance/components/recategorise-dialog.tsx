import { Button, Center, Spinner } from '@chakra-ui/react';
import type { recategoriseRequestSchema, Transaction } from '@shared/schemas/finance';
import type * as z from '@shared/zod';
import { lazy, Suspense } from 'react';
import type { DialogMutation } from '../../../components/form/form-dialog-content';
import { FormDialogRoot } from '../../../components/form/form-dialog-root';

export type RecategoriseInput = z.input<typeof recategoriseRequestSchema>;

const RecategoriseForm = lazy(() => import('./recategorise-form'));

/**
 * Change a transaction's category, and optionally 'Always categorise "<merchant>" as <category>': a rule stored for
 * the workspace and applied to the merchant's past transactions too (the categories that learn).
 */
export function RecategoriseDialog(props: { transaction: Transaction; mutation: DialogMutation<RecategoriseInput> }) {
  return (
    <FormDialogRoot
      trigger={
        <Button
          size="xs"
          variant="outline"
          // The name starts with the visible text (WCAG 2.5.3: a voice user says what they see).
          aria-label={`${props.transaction.category}: change category of ${props.transaction.description}`}
        >
          {props.transaction.category}
        </Button>
      }
    >
      <Suspense
        fallback={
          <Center p="8">
            <Spinner aria-label="Loading" />
          </Center>
        }
      >
        <RecategoriseForm {...props} />
      </Suspense>
    </FormDialogRoot>
  );
}
