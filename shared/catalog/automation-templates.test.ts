import { describe, expect, it } from 'vitest';
import { templateVariables } from '../../functions/domain/automations/template';
import { createAutomationInputSchema, numberedSteps } from '../schemas/automation';
import { automationTemplates, missingForTemplate, type TemplateContext } from './automation-templates';
import { isKnownVariable, variablesForStep } from './automation-variables';

const connectedEverything: TemplateContext = {
  integrations: [
    { id: 'int-slack', provider: 'slack' },
    { id: 'int-teams', provider: 'microsoft_teams' },
    { id: 'int-shopify', provider: 'shopify' },
    { id: 'int-hubspot', provider: 'hubspot' },
    { id: 'int-stripe', provider: 'stripe_data' },
    { id: 'int-calendar', provider: 'google_calendar' },
  ],
  me: { userId: 'u-me', email: 'me@acme.test', employeeId: 'e-me' },
  owners: [{ userId: 'u-me', email: 'me@acme.test' }],
  managers: [{ userId: 'u-max' }],
};
const nothingConnected: TemplateContext = { ...connectedEverything, integrations: [] };

describe('automation templates', () => {
  it('offers at least 12, each with its own id', () => {
    expect(automationTemplates.length).toBeGreaterThanOrEqual(12);
    expect(new Set(automationTemplates.map((t) => t.id)).size).toBe(automationTemplates.length);
  });

  it.each(automationTemplates.map((t) => [t.name, t] as const))('%s is a valid automation once filled', (_, t) => {
    const steps = t.steps(connectedEverything);
    const parsed = createAutomationInputSchema.safeParse({
      name: t.name.slice(0, 120),
      triggerType: t.triggerType,
      triggerConfig: t.triggerConfig,
      steps,
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
    for (const { index, step } of numberedSteps(steps)) {
      if (step.type !== 'action') continue;
      const texts = Object.values(step.config).filter((v): v is string => typeof v === 'string');
      const known = variablesForStep(t.triggerType, steps, index);
      const unknown = texts.flatMap(templateVariables).filter((name) => !isKnownVariable(name, known));
      expect(unknown, `step ${index} of ${t.id}`).toEqual([]);
    }
  });

  it('fills Slack and Teams steps with the connected integration', () => {
    const lead = automationTemplates.find((t) => t.id === 'new-lead-slack')!;
    expect(lead.steps(connectedEverything)[0]).toMatchObject({
      action: 'post_slack',
      config: { integrationId: 'int-slack' },
    });
    const deal = automationTemplates.find((t) => t.id === 'deal-won-teams')!;
    expect(deal.steps(connectedEverything)[0]).toMatchObject({ config: { integrationId: 'int-teams' } });
  });

  it('says what is missing when an app it needs is not connected', () => {
    const lead = automationTemplates.find((t) => t.id === 'new-lead-slack')!;
    expect(missingForTemplate(lead, connectedEverything)).toEqual([]);
    expect(missingForTemplate(lead, nothingConnected)).toEqual([
      'Connect an app that syncs leads, e.g. Salesforce or HubSpot',
      'Connect Slack to post there',
    ]);
    const kpi = automationTemplates.find((t) => t.id === 'weekly-kpi-summary')!;
    expect(missingForTemplate(kpi, nothingConnected)).toEqual([]);
  });
});
