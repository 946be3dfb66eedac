import { roles } from '@shared/access/roles';
import { chatActionTypes } from '@shared/schemas/assistant';
import { describe, expect, it } from 'vitest';
import {
  actionCapabilities,
  actionRefusal,
  toolCapabilities,
  toolRefusal,
} from '../../domain/assistant/assistant-access';
import { proposalTools } from './proposal-tools';
import { readTools } from './tools';

describe("the assistant's tools and actions by role", () => {
  it.each<[string, readonly string[], Readonly<Record<string, unknown>>]>([
    ['tool', [...readTools, ...proposalTools].map((tool) => tool.name), toolCapabilities],
    ['action', chatActionTypes, actionCapabilities],
  ])('says what every %s needs, so a new one cannot get past the role table', (_kind, names, needs) => {
    for (const name of names) expect(needs[name], name).toBeDefined();
  });

  it('refuses a tool the table does not list, even to an owner', () => {
    expect(toolRefusal('owner', 'a_tool_nobody_listed')).toBe(
      'Your role (Owner) cannot ask the assistant to make changes',
    );
  });

  it('refuses the financial tools to roles without finance, and every proposal to a viewer', () => {
    expect(toolRefusal('member', 'financial_analysis')).toBe('Your role (Member) cannot view financial data');
    expect(toolRefusal('manager', 'kpi_stats')).toBe('Your role (Manager) cannot view financial data');
    expect(toolRefusal('admin', 'kpi_stats')).toBeUndefined();
    for (const tool of proposalTools) expect(toolRefusal('viewer', tool.name)).toBeDefined();
    for (const role of roles) expect(toolRefusal(role, 'list_tasks'), role).toBeUndefined();
  });

  it('lets only the roles that may make a change approve it', () => {
    expect(actionRefusal('member', 'create_task')).toBeUndefined();
    expect(actionRefusal('member', 'assign_task')).toBe("Your role (Member) cannot change other people's tasks");
    expect(actionRefusal('manager', 'create_automation')).toBeUndefined();
    expect(actionRefusal('member', 'create_automation')).toBe(
      'Your role (Member) cannot create, edit or delete automations',
    );
  });
});
