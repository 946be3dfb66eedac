import { hasPlanFeature, planFeatureRefusal } from '@shared/billing/plan-features';
import { DEFAULT_PLAN_TIER } from '@shared/catalog/plans';
import { centsToDollars } from '@shared/format/money';
import type { Scenario } from '@shared/schemas/forecast';
import { scenarioEntity } from '../../data/forecast/forecast-records';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { NotFound } from '../../platform/errors';
import { newId } from '../../platform/ids';

type ScenarioRecord = NonNullable<Awaited<ReturnType<typeof scenarioEntity.get>>>;

const scenarioView = (s: ScenarioRecord): Scenario => ({
  id: s.id,
  name: s.name,
  items: s.items.map(({ amountCents, ...item }) => ({ ...item, amount: centsToDollars(amountCents) })),
  createdAt: s.createdAt,
});

export interface ScenarioRequest {
  name: string;
  items: {
    label: string;
    amount: number;
    direction: 'in' | 'out';
    cadence: 'once' | 'weekly' | 'monthly';
    startDate: string;
    endDate: string | null;
  }[];
}

export async function createScenario(
  workspaceId: string,
  request: ScenarioRequest,
  now = new Date(),
): Promise<Scenario> {
  const record: ScenarioRecord = {
    id: newId(),
    name: request.name,
    items: request.items.map(({ amount, ...item }) => ({ ...item, amountCents: Math.round(amount * 100) })),
    createdAt: now.toISOString(),
  };
  await scenarioEntity.put({ workspaceId, ...record });
  return scenarioView(record);
}

export async function listScenarios(workspaceId: string): Promise<Scenario[]> {
  return (await scenarioEntity.queryAll({ workspaceId })).map(scenarioView);
}

export async function deleteScenario(workspaceId: string, id: string): Promise<void> {
  if (!(await scenarioEntity.delete({ workspaceId, id }))) throw new NotFound('That scenario no longer exists.');
}

/**
 * Why this workspace cannot have scenarios ('Forecasting is part of the Elite plan; …'), or undefined when its plan
 * sells forecasting: for what saves a scenario outside the forecast routes, whose contract already checks it.
 */
export async function forecastingRefusal(workspaceId: string): Promise<string | undefined> {
  const tier = (await workspaceEntity.get({ workspaceId }))?.subscriptionTier ?? DEFAULT_PLAN_TIER;
  return hasPlanFeature(tier, 'forecasting') ? undefined : planFeatureRefusal('forecasting', tier);
}
