import { Stack, Text } from '@chakra-ui/react';
import {
  type RevenueKind,
  revenueKindLabels,
  revenueKinds,
  type TransactionCategory,
  transactionCategories,
} from '@shared/catalog/finance-categories';
import { formatDollars } from '@shared/format/money';
import { recategoriseRequestSchema, type Transaction } from '@shared/schemas/finance';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { type DialogMutation, FormDialogContent } from '../../../components/form/form-dialog-content';
import { SelectField } from '../../../components/form/select-field';
import { useForm } from '../../../components/form/use-form';
import type { RecategoriseInput } from './recategorise-dialog';

const categoryOptions = transactionCategories.map((value) => ({ value, label: value }));
const kindOptions = revenueKinds.map((value) => ({ value, label: revenueKindLabels[value] }));

/** The dialog's form, in a chunk of its own: the request schema (and zod with it) loads when a dialog opens. */
export default function RecategoriseForm({
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
    <FormDialogContent
      title="Change category"
      form={form}
      mutation={mutation}
      submitLabel="Save"
      pendingLabel="Saving..."
    >
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
    </FormDialogContent>
  );
}
