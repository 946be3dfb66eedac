import { Button, Stack, Text } from '@chakra-ui/react';
import {
  type RevenueKind,
  revenueKindLabels,
  revenueKinds,
  type TransactionCategory,
  transactionCategories,
} from '@shared/catalog/finance-categories';
import { formatDollars } from '@shared/format/money';
import { recategoriseRequestSchema, type Transaction } from '@shared/schemas/finance';
import type * as z from 'zod';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { DialogForm, type DialogMutation } from '../../../components/form/dialog-form';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectField } from '../../../components/form/select-field';
import { useForm } from '../../../components/form/use-form';

export type RecategoriseInput = z.input<typeof recategoriseRequestSchema>;

const categoryOptions = transactionCategories.map((value) => ({ value, label: value }));
const kindOptions = revenueKinds.map((value) => ({ value, label: revenueKindLabels[value] }));

/**
 * Change a transaction's category, and optionally 'Always categorise "<merchant>" as <category>': a rule stored for
 * the workspace and applied to the merchant's past transactions too (the categories that learn).
 */
export function RecategoriseDialog(props: { transaction: Transaction; mutation: DialogMutation<RecategoriseInput> }) {
  return (
    <FormDialog
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
    </FormDialog>
  );
}

function RecategoriseForm({
  transaction,
  mutation,
}: {
  transaction: Transaction;
  mutation: DialogMutation<RecategoriseInput>;
}) {
  const form = useForm({
    initial: () => ({
      category: transaction.category as TransactionCategory,
      revenueKind: (transaction.revenueKind ?? 'one_time_sales') as RevenueKind,
      applyToMerchant: false,
    }),
    schema: recategoriseRequestSchema,
    toInput: (values) => ({
      category: values.category,
      revenueKind: values.category === 'Income' ? values.revenueKind : null,
      applyToMerchant: values.applyToMerchant,
    }),
  });
  const { category } = form.values;
  return (
    <DialogForm title="Change category" form={form} mutation={mutation} submitLabel="Save" pendingLabel="Saving...">
      <Stack gap="4">
        <Text fontSize="sm">
          {transaction.description} · {formatDollars(transaction.amount, { cents: true })}
        </Text>
        <SelectField label="Category" {...form.field('category')} options={categoryOptions} />
        {category === 'Income' ? (
          <SelectField label="Revenue kind" {...form.field('revenueKind')} options={kindOptions} />
        ) : null}
        <CheckboxField
          label={`Always categorise "${transaction.merchant}" as ${category}`}
          {...form.field('applyToMerchant')}
        />
      </Stack>
    </DialogForm>
  );
}
