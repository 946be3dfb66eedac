import { SimpleGrid } from '@chakra-ui/react';
import { type TransactionCategory, transactionCategories } from '@shared/catalog/finance-categories';
import { DateField } from '../../../components/form/date-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';

/** What the Transactions tab asks the server for (the filters run on the server, over every transaction). */
export interface TransactionFilterValues {
  q: string;
  category: TransactionCategory | 'all';
  from: string;
  to: string;
}

export const noTransactionFilters: TransactionFilterValues = { q: '', category: 'all', from: '', to: '' };

/** A range that ends before it starts: the server refuses it, so the screen says so at the field instead of asking. */
export const datesReversed = ({ from, to }: TransactionFilterValues) => Boolean(from && to && from > to);

const REVERSED_DATES = 'Pick a day on or after From';

const categoryOptions = [
  { value: 'all' as const, label: 'All categories' },
  ...transactionCategories.map((value) => ({ value, label: value })),
];

export function TransactionFilters(props: {
  value: TransactionFilterValues;
  onChange: (value: TransactionFilterValues) => void;
}) {
  const field = <K extends keyof TransactionFilterValues>(key: K) => ({
    name: key,
    value: props.value[key],
    onChange: (value: TransactionFilterValues[K]) => props.onChange({ ...props.value, [key]: value }),
    error: key === 'to' && datesReversed(props.value) ? REVERSED_DATES : undefined,
  });
  return (
    <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" role="search" aria-label="Filter transactions">
      <TextField label="Search" placeholder="Description or merchant" maxLength={100} {...field('q')} />
      <SelectField label="Category" options={categoryOptions} {...field('category')} />
      <DateField label="From" {...field('from')} />
      <DateField label="To" {...field('to')} />
    </SimpleGrid>
  );
}
