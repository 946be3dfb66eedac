import { Badge, Box, Button, Field, HStack, Input, NativeSelect, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { lowestTierWith, planFeatureInfo } from '@shared/billing/plan-features';
import { planFor } from '@shared/catalog/plans';
import { formatDollars } from '@shared/format/money';
import type { CashForecast, RevenueForecast } from '@shared/schemas/forecast';
import { type FormEvent, type ReactNode, useState } from 'react';
import { LoadFailed } from '../../../components/list-states';
import { TableHead } from '../../../components/table-head';
import { UpgradeLink } from '../../../components/upgrade-link';
import { formatLongDay } from '../../../lib/format-date';
import { useCanCall, usePlanFeature } from '../../../lib/use-can';
import {
  useCashForecast,
  useCreateScenario,
  useDeleteScenario,
  useRevenueForecast,
  useScenarios,
  useSetRecurringStatus,
  useSetThreshold,
} from '../api/forecast';
import { useBankAccounts } from '../api/get-bank-accounts';
import { ForecastChart } from './forecast-chart';

const cents = (value: number) => formatDollars(value, { cents: true });
/** What a user may say of a detected series; the one it already has is not offered again. */
const verdicts = [
  { status: 'confirmed', label: 'Confirm' },
  { status: 'dismissed', label: 'Dismiss' },
] as const;
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Issue 34's Forecast tab: the next 13 weeks of cash with its 80% band, the threshold and the low point, the
 * recurring items the forecast is built on (confirm or dismiss), scenarios compared on the chart, the revenue by
 * month, and how accurate all this has been on the workspace's own past. On a plan without forecasting: what it is
 * and the upgrade.
 */
export function ForecastTab() {
  if (!usePlanFeature('forecasting')) return <ForecastUpgrade />;
  return <Forecast />;
}

function ForecastUpgrade() {
  const plan = planFor(lowestTierWith('forecasting')).name;
  return (
    <Stack gap="3" data-testid="forecast-upgrade">
      <Text>
        The forecast projects your cash for the next 13 weeks and your revenue for 12 months from your own bank data:
        recurring payments, open invoices and the rest of your daily flow, with the low point warned of and its measured
        accuracy on your past. {planFeatureInfo.forecasting.subject} is part of the {plan} plan.
      </Text>
      <UpgradeLink>Upgrade to {plan}</UpgradeLink>
    </Stack>
  );
}

function Forecast() {
  const [compared, setCompared] = useState('');
  const cash = useCashForecast();
  const withScenario = useCashForecast(compared || undefined);
  const revenue = useRevenueForecast();
  const scenarios = useScenarios();
  // The forecast starts from the sum of the known balances: an account without one counts as $0.
  const unknownBalances = (useBankAccounts().data ?? []).filter((a) => a.balance === null).map((a) => a.name);

  if (cash.isPending) {
    return (
      <HStack justify="center" py="8">
        <Spinner aria-label="Loading the forecast" />
      </HStack>
    );
  }
  if (cash.isError) {
    return <LoadFailed title="The forecast could not be loaded" error={cash.error} onRetry={() => cash.refetch()} />;
  }
  const forecast = cash.data;
  const scenarioName = scenarios.data?.items.find((s) => s.id === compared)?.name;
  return (
    <Stack gap="6">
      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          <AccuracyBadge forecast={forecast} />
          {forecast.confidence.label ? <Badge colorPalette="orange">{forecast.confidence.label}</Badge> : null}
        </HStack>
        <Method forecast={forecast} revenue={revenue.data} />
      </Stack>
      <Text>
        Lowest point: <strong>{cents(forecast.lowest.balance)}</strong> on {formatLongDay(forecast.lowest.date)}
        {forecast.drivers.length
          ? `, driven by ${forecast.drivers.map((d) => `${d.label} (${cents(d.amount)})`).join(', ')}`
          : ''}
        .
      </Text>
      {unknownBalances.length ? (
        <Text fontSize="sm" color="fg.muted">
          No balance is known for {unknownBalances.join(', ')}: the forecast counts it as $0, so it shows how that cash
          changes rather than what you hold. A statement that states a balance, or a linked bank, gives it one.
        </Text>
      ) : null}
      <HStack gap="4" wrap="wrap" align="end">
        {scenarios.data?.items.length ? (
          <NativeSelect.Root size="sm" width="64">
            <NativeSelect.Field
              aria-label="Compare with a scenario"
              value={compared}
              onChange={(event) => setCompared(event.currentTarget.value)}
            >
              <option value="">No scenario</option>
              {scenarios.data.items.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : null}
        <ThresholdForm threshold={forecast.threshold} />
      </HStack>
      <ForecastChart
        points={forecast.points}
        threshold={forecast.threshold}
        lowest={forecast.lowest}
        scenario={
          compared && scenarioName && withScenario.data
            ? { name: scenarioName, points: withScenario.data.points }
            : undefined
        }
      />
      <RecurringItems items={forecast.recurring} />
      <Scenarios onCompare={setCompared} compared={compared} />
      {revenue.data ? <RevenueTable revenue={revenue.data} /> : null}
    </Stack>
  );
}

function AccuracyBadge({ forecast }: { forecast: CashForecast }) {
  if (!forecast.accuracy) return <Badge>Accuracy not measured yet</Badge>;
  const { horizonDays, baseline } = forecast.accuracy;
  return (
    <Badge colorPalette="blue" size="lg">
      Typical error ±{horizonDays[30]}% at 30 days (seasonal naive: ±{baseline[30]}%)
    </Badge>
  );
}

/** The one-line 'how this is computed', opening the method and its backtest. */
function Method({ forecast, revenue }: { forecast: CashForecast; revenue: RevenueForecast | undefined }) {
  const [open, setOpen] = useState(false);
  const naive = forecast.method === 'seasonal_naive';
  return (
    <Box>
      <Button variant="plain" size="xs" px="0" aria-expanded={open} onClick={() => setOpen(!open)}>
        How this is computed
      </Button>
      {open ? (
        <Stack gap="2" fontSize="sm" color="fg.muted" maxW="3xl" data-testid="forecast-method">
          <Text>
            Today's balance, plus the recurring payments and income found in your bank data, plus open invoices at the
            date each customer usually pays, plus the rest of your daily flow, forecast by: {forecast.methodLabel}.
          </Text>
          <Text>
            {naive
              ? 'No other method beat seasonal naive in the backtest on your history, so seasonal naive is used.'
              : 'This method had the lowest error in the backtest on your history, against seasonal naive and the other candidates.'}{' '}
            The backtest forecast your past again from ten earlier days, a week apart, as if each were today, and
            compared with what then happened. The band holds 80% of those errors.
          </Text>
          {forecast.accuracy ? (
            <Text>
              Error of the balance (% of your average balance) at 30, 60 and 90 days: ±
              {forecast.accuracy.horizonDays[30]}%, ±{forecast.accuracy.horizonDays[60]}%, ±
              {forecast.accuracy.horizonDays[90]}% (seasonal naive: ±{forecast.accuracy.baseline[30]}%, ±
              {forecast.accuracy.baseline[60]}%, ±{forecast.accuracy.baseline[90]}%).
            </Text>
          ) : null}
          {revenue?.accuracy ? (
            <Text>
              Revenue ({revenue.methodLabel}): typical error ±{revenue.accuracy.months[1]}% one month ahead and ±
              {revenue.accuracy.months[3]}% three months ahead (seasonal naive: ±{revenue.accuracy.baseline[1]}% and ±
              {revenue.accuracy.baseline[3]}%).
            </Text>
          ) : null}
          {forecast.dataFrom ? (
            <Text>
              Based on your transactions from {formatLongDay(forecast.dataFrom)} to{' '}
              {formatLongDay(forecast.dataTo ?? forecast.asOf)}.
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}

function ThresholdForm({ threshold }: { threshold: number }) {
  const canSet = useCanCall('updateForecastSettings');
  const save = useSetThreshold();
  const [value, setValue] = useState(String(threshold));
  if (!canSet) return <Text fontSize="sm">Threshold: {cents(threshold)}</Text>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Number(value));
  };
  return (
    <form onSubmit={submit}>
      <HStack gap="2" align="end">
        <Field.Root width="auto">
          <Field.Label fontSize="sm">Warn me below ($)</Field.Label>
          <Input
            size="sm"
            width="36"
            inputMode="decimal"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
        </Field.Root>
        <Button size="sm" type="submit" loading={save.isPending}>
          Save threshold
        </Button>
      </HStack>
    </form>
  );
}

function RecurringItems({ items }: { items: CashForecast['recurring'] }) {
  const canChange = useCanCall('setRecurringStatus');
  const change = useSetRecurringStatus();
  return (
    <Stack gap="2" as="section" aria-labelledby="forecast-recurring">
      <Text as="h2" fontSize="md" id="forecast-recurring" fontWeight="semibold">
        Recurring payments and income
      </Text>
      {items.length === 0 ? (
        <Text color="fg.muted">None found yet: they need at least three payments to the same party.</Text>
      ) : (
        <Table.Root size="sm">
          <TableHead columns={['Party', 'Amount', 'Every', 'Next', 'Status', ...(canChange ? ['Actions'] : [])]} />
          <Table.Body>
            {items.map((s) => (
              <Table.Row key={s.id}>
                <Table.Cell>{s.counterparty}</Table.Cell>
                <Table.Cell>
                  {s.direction === 'in' ? '+' : '−'}
                  {cents(s.amount)}
                </Table.Cell>
                <Table.Cell>{s.cadence}</Table.Cell>
                <Table.Cell>{s.ended ? 'Ended' : formatLongDay(s.nextDate)}</Table.Cell>
                <Table.Cell>{s.status}</Table.Cell>
                {canChange ? (
                  <Table.Cell>
                    <HStack gap="2">
                      {verdicts
                        .filter(({ status }) => s.status !== status)
                        .map(({ status, label }) => (
                          <Button
                            key={status}
                            size="xs"
                            variant="outline"
                            aria-label={`${label} ${s.counterparty}`}
                            onClick={() => change.mutate({ id: s.id, status })}
                          >
                            {label}
                          </Button>
                        ))}
                    </HStack>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

function Scenarios({ compared, onCompare }: { compared: string; onCompare: (id: string) => void }) {
  const scenarios = useScenarios();
  const canCreate = useCanCall('createScenario');
  const canDelete = useCanCall('deleteScenario');
  const remove = useDeleteScenario();
  return (
    <Stack gap="2" as="section" aria-labelledby="forecast-scenarios">
      <Text as="h2" fontSize="md" id="forecast-scenarios" fontWeight="semibold">
        Scenarios
      </Text>
      {scenarios.data?.items.length ? (
        <Stack gap="1" as="ul" listStyleType="none">
          {scenarios.data.items.map((s) => (
            <HStack as="li" key={s.id} gap="3">
              <Text>
                {s.name}:{' '}
                {s.items
                  .map(
                    (i) =>
                      `${i.label} ${i.direction === 'in' ? '+' : '−'}${cents(i.amount)} ${i.cadence === 'once' ? `on ${formatLongDay(i.startDate)}` : `${i.cadence} from ${formatLongDay(i.startDate)}`}`,
                  )
                  .join('; ')}
              </Text>
              <Button size="xs" variant="outline" onClick={() => onCompare(compared === s.id ? '' : s.id)}>
                {compared === s.id ? 'Stop comparing' : 'Compare'}
              </Button>
              {canDelete ? (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Delete ${s.name}`}
                  onClick={() => {
                    // Stopped first: once deleted, the chart's refresh would ask for the scenario and get a 404.
                    if (compared === s.id) onCompare('');
                    remove.mutate(s.id);
                  }}
                >
                  Delete
                </Button>
              ) : null}
            </HStack>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">No scenarios yet. Add one to see what a hire, a loan or a big order would do.</Text>
      )}
      {canCreate ? <ScenarioForm onCreated={onCompare} /> : null}
    </Stack>
  );
}

function ScenarioForm({ onCreated }: { onCreated: (id: string) => void }) {
  const create = useCreateScenario();
  const [fields, setFields] = useState({
    name: '',
    label: '',
    amount: '',
    direction: 'out' as 'in' | 'out',
    cadence: 'monthly' as 'once' | 'weekly' | 'monthly',
    startDate: '',
  });
  const set = (key: keyof typeof fields) => (event: { currentTarget: { value: string } }) =>
    setFields({ ...fields, [key]: event.currentTarget.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name: fields.name,
        items: [
          {
            label: fields.label || fields.name,
            amount: Number(fields.amount),
            direction: fields.direction,
            cadence: fields.cadence,
            startDate: fields.startDate,
            endDate: null,
          },
        ],
      },
      { onSuccess: (scenario) => onCreated(scenario.id) },
    );
  };
  const field = (label: string, input: ReactNode) => (
    <Field.Root width="auto">
      <Field.Label fontSize="sm">{label}</Field.Label>
      {input}
    </Field.Root>
  );
  return (
    <form onSubmit={submit} aria-label="Add a scenario">
      <HStack gap="2" align="end" wrap="wrap">
        {field('Scenario name', <Input size="sm" value={fields.name} onChange={set('name')} />)}
        {field(
          'Amount ($)',
          <Input size="sm" width="28" inputMode="decimal" value={fields.amount} onChange={set('amount')} />,
        )}
        {field(
          'In or out',
          <NativeSelect.Root size="sm" width="28">
            <NativeSelect.Field value={fields.direction} onChange={set('direction')}>
              <option value="out">Money out</option>
              <option value="in">Money in</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
        )}
        {field(
          'How often',
          <NativeSelect.Root size="sm" width="28">
            <NativeSelect.Field value={fields.cadence} onChange={set('cadence')}>
              <option value="once">Once</option>
              <option value="weekly">Weekly</option>
              <option value="monthly">Monthly</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
        )}
        {field('From', <Input size="sm" type="date" value={fields.startDate} onChange={set('startDate')} />)}
        <Button size="sm" type="submit" loading={create.isPending}>
          Add scenario
        </Button>
      </HStack>
    </form>
  );
}

function RevenueTable({ revenue }: { revenue: RevenueForecast }) {
  return (
    <Stack gap="2" as="section" aria-labelledby="forecast-revenue">
      <Text as="h2" fontSize="md" id="forecast-revenue" fontWeight="semibold">
        Revenue forecast by month
      </Text>
      <Table.Root size="sm">
        <TableHead columns={['Month', 'Revenue', '80% range']} />
        <Table.Body>
          {revenue.points.map((p) => (
            <Table.Row key={p.month}>
              <Table.Cell>{monthName(p.month)}</Table.Cell>
              <Table.Cell>{formatDollars(p.revenue)}</Table.Cell>
              <Table.Cell>
                {/* Without a backtest (under three months of history) there is no measured error to make a range of. */}
                {revenue.accuracy ? `${formatDollars(p.low)} to ${formatDollars(p.high)}` : 'Not measured yet'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
