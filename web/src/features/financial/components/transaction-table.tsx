import { Badge, Table, Text } from '@chakra-ui/react';
import { revenueKindLabels } from '@shared/catalog/finance-categories';
import { formatDollars } from '@shared/format/money';
import type { Transaction } from '@shared/schemas/finance';
import type { ReactNode } from 'react';
import { formatDay } from '../../../lib/format-date';

const sourceLabels: Readonly<Record<Transaction['categorySource'], string>> = {
  user: 'set by you',
  rule: 'your rule',
  'built-in-rule': 'built-in rule',
  'built-in-classifier': 'built-in classifier',
  ai: 'AI',
};

/** The transactions the analysis is built on: date, description, category (and who decided it), amount. */
export function TransactionTable(props: {
  transactions: readonly Transaction[];
  /** The category cell: a button that opens the recategorise dialog. */
  renderCategory: (transaction: Transaction) => ReactNode;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader>
        <Table.Caption srOnly>Transactions, newest first</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Description</Table.ColumnHeader>
            <Table.ColumnHeader>Category</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.transactions.map((t) => (
            <Table.Row key={t.id}>
              <Table.Cell whiteSpace="nowrap">{formatDay(t.date)}</Table.Cell>
              <Table.Cell>
                <Text>{t.merchant}</Text>
                <Text fontSize="xs" color="fg.muted" lineClamp={1} title={t.description}>
                  {t.description}
                </Text>
              </Table.Cell>
              <Table.Cell>
                {props.renderCategory(t)}
                {t.revenueKind ? (
                  <Badge ms="2" variant="subtle">
                    {revenueKindLabels[t.revenueKind]}
                  </Badge>
                ) : null}
                <Text fontSize="xs" color="fg.muted">
                  {sourceLabels[t.categorySource]}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" color={t.amount < 0 ? undefined : 'fg.success'}>
                {formatDollars(t.amount, { cents: true })}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
