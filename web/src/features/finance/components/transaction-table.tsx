import { Badge, Box, Flex, Stack, Table, Text } from '@chakra-ui/react';
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

/**
 * Below `md` the table keeps two columns, Description and Amount: each row prints its day and its category under the
 * description. Four columns do not fit a phone; with all four the amounts sat off to the right of a sideways scroll
 * nobody knew was there. The day and the category are rendered twice, once per layout, and CSS shows one: a copy
 * that is not shown is out of the accessibility tree too, so a screen reader meets each once.
 */
const wideOnly = { display: { base: 'none', md: 'table-cell' } } as const;

/** The transactions the analysis is built on: date, description, category (and who decided it), amount. */
export function TransactionTable(props: {
  transactions: readonly Transaction[];
  /** The category cell: a button that opens the recategorise dialog. */
  renderCategory: (transaction: Transaction) => ReactNode;
}) {
  const category = (t: Transaction) => (
    <>
      <Flex wrap="wrap" align="center" gap="1" columnGap="2">
        {props.renderCategory(t)}
        {t.revenueKind ? <Badge variant="subtle">{revenueKindLabels[t.revenueKind]}</Badge> : null}
      </Flex>
      <Text fontSize="xs" color="fg.muted">
        {sourceLabels[t.categorySource]}
      </Text>
    </>
  );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader>
        <Table.Caption srOnly>Transactions, newest first</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...wideOnly}>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Description</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>Category</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.transactions.map((t) => (
            <Table.Row key={t.id}>
              <Table.Cell whiteSpace="nowrap" {...wideOnly}>
                {formatDay(t.date)}
              </Table.Cell>
              <Table.Cell>
                <Text>{t.merchant}</Text>
                <Text fontSize="xs" color="fg.muted" lineClamp={1} title={t.description}>
                  {t.description}
                </Text>
                <Stack hideFrom="md" gap="1" mt="1">
                  <Text fontSize="xs" color="fg.muted">
                    {formatDay(t.date)}
                  </Text>
                  <Box>{category(t)}</Box>
                </Stack>
              </Table.Cell>
              <Table.Cell {...wideOnly}>{category(t)}</Table.Cell>
              <Table.Cell
                textAlign="end"
                verticalAlign="top"
                whiteSpace="nowrap"
                color={t.amount < 0 ? undefined : 'fg.success'}
              >
                {formatDollars(t.amount, { cents: true })}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
