import { Badge, Card, EmptyState, Link, SimpleGrid, Stack, Table, Text, VStack } from '@chakra-ui/react';
import { externalRevenueDescription, integrationDataTypeInfo } from '@shared/catalog/integration-data-types';
import { integrationProvider } from '@shared/catalog/integrations';
import type { Integration, IntegrationDataItem, IntegrationDataSummary } from '@shared/schemas/integration';
import { Link as RouterLink } from '@tanstack/react-router';
import { Plug } from 'lucide-react';
import { FinePrint } from '../../../components/fine-print';
import { formatDateTime, formatInstantDate } from '../../../lib/format-date';

export const RECENT_ITEMS_SHOWN = 5;

const count = new Intl.NumberFormat('en-US');
const money = (value: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);

export interface IntegratedDataViewProps {
  integrations: readonly Integration[];
  summary: IntegrationDataSummary;
  /** The newest synced items (the first page of the data list). */
  recent: readonly IntegrationDataItem[];
  /**
   * Revenue from connected apps over the dashboard's selected range (the dashboard's own figure, so the two agree),
   * and the range's label; undefined while it loads.
   */
  externalRevenue?: { amount: number; rangeLabel: string };
}

/** Newest first by the item's own date; items without one after those with one, in the order they came. */
export function byItemDate(items: readonly IntegrationDataItem[]): IntegrationDataItem[] {
  return [...items].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
}

/**
 * The dashboard's Integrated Data tab (spec §2): with no connection, a prompt that leads to /integrations; else the
 * active connections, synced items, external revenue over the dashboard's range (paid invoices, orders and payments net
 * of refunds), the last sync, the totals per data type (all time) and the five newest items, newest first.
 */
export function IntegratedDataView({ integrations, summary, recent, externalRevenue }: IntegratedDataViewProps) {
  if (!integrations.length) {
    return (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Plug aria-hidden />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h2">No integrations connected yet</EmptyState.Title>
            <EmptyState.Description>
              Connect your CRM, accounting, store or calendar to see their data here.{' '}
              <Link asChild colorPalette="blue" variant="underline">
                <RouterLink to="/integrations">Go to Integrations</RouterLink>
              </Link>
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  const active = integrations.filter((i) => i.isActive).length;
  const items = summary.reduce((n, s) => n + s.count, 0);
  const lastSync = integrations
    .map((i) => i.lastSyncAt)
    .filter((at): at is string => Boolean(at))
    .sort()
    .at(-1);
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <Figure label="Active integrations" value={count.format(active)} />
        <Figure label="Synced items" value={count.format(items)} />
        <Figure
          label="External revenue"
          value={externalRevenue ? money(externalRevenue.amount) : '—'}
          hint={`${externalRevenueDescription()}${externalRevenue ? ` · ${externalRevenue.rangeLabel}` : ''}`}
        />
        <Figure label="Last sync" value={lastSync ? formatDateTime(lastSync) : 'Never'} />
      </SimpleGrid>
      <Stack gap="2">
        <Text as="h2" fontWeight="semibold">
          Totals by data type
        </Text>
        <Text fontSize="xs" color="fg.muted">
          Everything synced so far, whatever the dashboard's range
        </Text>
        {summary.length ? (
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Data type</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Items</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total value</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {summary.map((s) => (
                <Table.Row key={s.dataType}>
                  <Table.Cell>{integrationDataTypeInfo(s.dataType).label}</Table.Cell>
                  <Table.Cell textAlign="end">{count.format(s.count)}</Table.Cell>
                  <Table.Cell textAlign="end">{s.totalValue ? money(s.totalValue) : '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : (
          <Text color="fg.muted">Nothing synced yet: the first sync runs when you press Sync or within the hour.</Text>
        )}
      </Stack>
      <Stack gap="2">
        <Text as="h2" fontWeight="semibold">
          Recent items
        </Text>
        {recent.length ? (
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Recent synced items">
            {byItemDate(recent)
              .slice(0, RECENT_ITEMS_SHOWN)
              .map((item) => (
                <Card.Root as="li" key={item.id} size="sm" variant="outline">
                  <Card.Body flexDirection="row" justifyContent="space-between" gap="3" flexWrap="wrap">
                    <Stack gap="0">
                      <Text fontWeight="medium">{item.name}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {integrationProvider(item.provider).name} · {integrationDataTypeInfo(item.dataType).label}
                        {item.date ? ` · ${formatInstantDate(item.date)}` : ''}
                      </Text>
                    </Stack>
                    {/* Wrapped under a long name (a phone), the value stays at the right edge like the others. */}
                    <Stack gap="1" align="end" ms="auto">
                      {item.value !== null ? <Text>{money(item.value, item.currency ?? 'USD')}</Text> : null}
                      {item.status ? <Badge variant="subtle">{item.status}</Badge> : null}
                    </Stack>
                  </Card.Body>
                </Card.Root>
              ))}
          </Stack>
        ) : (
          <Text color="fg.muted">No items yet.</Text>
        )}
      </Stack>
    </Stack>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="xl" fontWeight="semibold">
          {value}
        </Text>
        <FinePrint>{hint}</FinePrint>
      </Card.Body>
    </Card.Root>
  );
}
