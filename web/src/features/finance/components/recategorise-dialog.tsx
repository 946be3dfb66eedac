import { Button } from '@chakra-ui/react';
import type { recategoriseRequestSchema, Transaction } from '@shared/schemas/finance';
import type * as z from '@shared/zod';
import type { DialogMutation } from '../../../components/form/form-dialog-content';
import { FormDialogRoot } from '../../../components/form/form-dialog-root';
import { lazyDialogForm } from '../../../components/form/lazy-dialog-form';

export type RecategoriseInput = z.input<typeof recategoriseRequestSchema>;

const RecategoriseForm = lazyDialogForm('Change category', () => import('./recategorise-form').then((m) => m.default));

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
      <RecategoriseForm {...props} />
    </FormDialogRoot>
  );
}
