import { Badge, Card, Link as ChakraLink, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lowestTierWith } from '@shared/billing/plan-features';
import { planFor } from '@shared/catalog/plans';
import { formatDollars } from '@shared/format/money';
import type { CashForecast } from '@shared/schemas/forecast';
import type { MouseEvent } from 'react';
import { MissingData } from '../../../components/missing-data';
import { formatLongDay } from '../../../lib/format-date';
import { navigateInApp } from '../../../lib/in-app-navigate';
import { serverMessage } from '../../../lib/server-message';
import { useCanCall, usePlanFeature } from '../../../lib/use-can';
import { useCashForecast } from '../../finance/api/forecast';

/** The dashboard warns of a low point this close; further out, the Forecast tab has it. */
const WARN_WITHIN_DAYS = 30;
const FORECAST_TAB = '/financial?tab=forecast';

const cents = (value: number) => formatDollars(value, { cents: true });
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * Issue 34 on the dashboard's Insights: the forecast's lowest cash balance when it falls within 30 days, with its
 * date, amount and largest drivers, read from the forecast the server stored after the last import or sync. For the
 * roles that see finance only; on a plan without forecasting, or before there is bank data, it says what would fill it.
 */
export function CashLowPoint() {
  if (!useCanCall('getCashForecast')) return null;
  return (
    <Card.Root variant="outline" data-testid="cash-low-point">
      <Card.Body gap="2">
        <Text as="h3" fontWeight="semibold">
          Cash low point
        </Text>
        <LowPointBody />
      </Card.Body>
    </Card.Root>
  );
}

function LowPointBody() {
  const forecasting = usePlanFeature('forecasting');
  if (!forecasting) {
    const plan = planFor(lowestTierWith('forecasting')).name;
    return <MissingData message={`Upgrade to ${plan} to be warned before your cash runs low`} href="/subscription" />;
  }
  return <FromForecast />;
}

function FromForecast() {
  const cash = useCashForecast();
  if (cash.isPending) return <Skeleton height="12" rounded="l2" />;
  if (cash.isError) {
    return (
      <Text fontSize="sm" color="fg.error">
        The forecast could not be loaded: {serverMessage(cash.error) ?? cash.error.message}
      </Text>
    );
  }
  const forecast = cash.data;
  if (!forecast.dataFrom) {
    return <MissingData message="Import a bank statement or link a bank to forecast your cash" href="/financial" />;
  }
  const inDays = daysFrom(forecast.asOf, forecast.lowest.date);
  if (inDays > WARN_WITHIN_DAYS) {
    return (
      <Stack gap="1">
        <Text fontSize="sm">
          No low point in the next {WARN_WITHIN_DAYS} days: the balance is lowest on{' '}
          {formatLongDay(forecast.lowest.date)}, at {cents(forecast.lowest.balance)}.
        </Text>
        <ForecastLink />
      </Stack>
    );
  }
  return <LowPoint forecast={forecast} inDays={inDays} />;
}

function LowPoint({ forecast, inDays }: { forecast: CashForecast; inDays: number }) {
  const below = forecast.lowest.balance < forecast.threshold;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        <Text>
          <strong>{cents(forecast.lowest.balance)}</strong> on {formatLongDay(forecast.lowest.date)}
          {inDays > 0 ? ` (in ${inDays} ${inDays === 1 ? 'day' : 'days'})` : ' (today)'}
        </Text>
        {below ? <Badge colorPalette="red">Below your threshold of {cents(forecast.threshold)}</Badge> : null}
      </HStack>
      {forecast.drivers.length ? (
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            Largest drivers
          </Text>
          <List.Root fontSize="sm" ps="5">
            {forecast.drivers.map((driver) => (
              <List.Item key={`${driver.kind}:${driver.label}`}>
                {driver.label}: {cents(driver.amount)} {driver.direction === 'in' ? 'in' : 'out'}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
      <ForecastLink />
    </Stack>
  );
}

function ForecastLink() {
  // The tab is chosen by the address's query, which the router's typed links do not carry: the app's router
  // navigates to the whole address, as a notification's link does.
  const follow = (event: MouseEvent) => {
    event.preventDefault();
    navigateInApp(FORECAST_TAB);
  };
  return (
    <Text fontSize="sm">
      <ChakraLink href={FORECAST_TAB} onClick={follow} colorPalette="blue" variant="underline">
        Open the forecast
      </ChakraLink>
    </Text>
  );
}
