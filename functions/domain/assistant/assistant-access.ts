import { type Capability, can, type Role, refusalMessage } from '@shared/access/roles';

/**
 * What each of the assistant's tools needs of the asker's role: the capability of the screen whose data it reads, or
 * of the change it proposes. A tool not listed here is refused (a new tool must say what it needs).
 */
export const toolCapabilities: Readonly<Record<string, readonly Capability[]>> = {
  // The KPI figures are revenue first: the whole tool is for the roles that see financial data.
  kpi_stats: ['kpi.view', 'finance.view'],
  kpi_period: ['kpi.view', 'finance.view'],
  list_tasks: ['tasks.view'],
  search_employees: ['team.view'],
  get_employee: ['team.view'],
  team_performance: ['team.view'],
  match_task: ['team.view', 'tasks.view'],
  list_automations: ['automations.view'],
  automation_runs: ['automations.view'],
  financial_analysis: ['finance.view'],
  transactions: ['finance.view'],
  bank_accounts: ['finance.view'],
  integrations: ['integrations.view'],
  // Proposals: a viewer's assistant changes nothing, and each change needs its own capability too.
  propose_create_task: ['assistant.act', 'tasks.contribute'],
  propose_assign_task: ['assistant.act', 'tasks.manage'],
  propose_create_automation: ['assistant.act', 'automations.manage'],
  propose_email: ['assistant.act'],
  propose_forecast_scenario: ['assistant.act', 'finance.manage'],
};

/** The capabilities carrying out a confirmed action needs of the person who approves it. */
export const actionCapabilities: Readonly<Record<string, readonly Capability[]>> = {
  create_task: ['assistant.act', 'tasks.contribute'],
  assign_task: ['assistant.act', 'tasks.manage'],
  create_automation: ['assistant.act', 'automations.manage'],
  send_email: ['assistant.act'],
  create_scenario: ['assistant.act', 'finance.manage'],
};

function refusalOf(role: Role, needed: readonly Capability[] | undefined): string | undefined {
  if (!needed) return refusalMessage(role, 'assistant.act');
  const missing = needed.find((capability) => !can(role, capability));
  return missing ? refusalMessage(role, missing) : undefined;
}

/** 'Your role (Member) cannot view financial data' when the role may not use the tool; else undefined. */
export const toolRefusal = (role: Role, toolName: string) => refusalOf(role, toolCapabilities[toolName]);

/** The refusal for approving an action of this type, or undefined when the approver's role may carry it out. */
export const actionRefusal = (role: Role, actionType: string) => refusalOf(role, actionCapabilities[actionType]);
