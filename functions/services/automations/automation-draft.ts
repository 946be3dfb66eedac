import { actionTypes, triggerTypes } from '@shared/catalog/automation-types';
import { triggerVariables } from '@shared/catalog/automation-variables';
import { integrationProvider } from '@shared/catalog/integrations';
import {
  type AutomationProposal,
  automationProposalSchema,
  type DraftAutomationResult,
} from '@shared/schemas/automation-draft';
import { userEntity } from '../../data/auth/users';
import { integrationEntity } from '../../data/integrations/integrations';
import { employeeEntity } from '../../data/team/employees';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { draftAutomation as builtInDraft } from '../../domain/automations/draft/draft-automation';
import type { DraftContext } from '../../domain/automations/draft/draft-context';
import type { AiClient } from '../../platform/ai/ai-client';
import { withDeadline } from '../../platform/ai/with-deadline';
import type { Member } from '../../platform/auth/members';
import { memberEntity } from '../../platform/auth/members';
import { ValidationFailed } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { workspaceModel } from '../workspace/workspace-ai';

/** How long a proposal may wait for OpenAI before the built-in engine answers. */
const DRAFT_BUDGET_MS = 15_000;

/**
 * 'Describe it': a proposed automation from plain words, nothing saved (saving is the ordinary create once the person
 * approves it). OpenAI writes it when configured, checked by the same schema as any create and against the
 * workspace's own people and apps; otherwise, or when its answer does not hold, the built-in engine does. The route
 * uses AI (403 while the workspace has it off); the model is the workspace's, with its name and guidance.
 */
export async function draftAutomation(
  member: Pick<Member, 'workspaceId' | 'userId'>,
  text: string,
  workspaceItem?: Record<string, unknown>,
): Promise<DraftAutomationResult> {
  const workspace = workspaceEntity.fromItem(workspaceItem);
  const [context, ai] = await Promise.all([draftContext(member), workspaceModel(member.workspaceId, workspace)]);
  return proposeAutomation(text, context, ai);
}

/** The proposal for `text` in a workspace described by `context`: the model's when it holds, else the built-in one. */
export async function proposeAutomation(
  text: string,
  context: DraftContext,
  ai: AiClient | undefined,
): Promise<DraftAutomationResult> {
  if (ai) {
    try {
      const proposal = await withDeadline(ai, Date.now() + DRAFT_BUDGET_MS).completeJson(
        automationProposalSchema,
        draftMessages(text, context),
        { temperature: 0 },
      );
      const stranger = strangerIn(proposal, context);
      if (!stranger) return { proposal, notes: [], source: 'openai', model: ai.model };
      logger.warn('The AI proposal named something the workspace does not have; the built-in engine answers', {
        stranger,
      });
    } catch (error) {
      logger.warn('The AI proposal failed; the built-in engine answers instead', { error });
    }
  }
  const outcome = builtInDraft(text, context);
  if (!outcome.ok) throw new ValidationFailed(outcome.problem, [{ path: 'text', message: outcome.problem }]);
  return { proposal: outcome.proposal, notes: outcome.notes, source: 'built-in', model: null };
}

async function draftContext({ workspaceId, userId }: Pick<Member, 'workspaceId' | 'userId'>): Promise<DraftContext> {
  const [records, employees, integrations] = await Promise.all([
    memberEntity.queryAll({ workspaceId }),
    employeeEntity.queryAll({ workspaceId }),
    integrationEntity.queryAll({ workspaceId }),
  ]);
  const users = await userEntity.getMany(records.map((m) => ({ id: m.userId })));
  return {
    requesterUserId: userId,
    members: records.map((record, i) => {
      const user = users[i];
      const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || (user?.email ?? record.userId);
      return { userId: record.userId, name, email: user?.email ?? '', role: record.role };
    }),
    employees: employees.map((e) => ({ id: e.id, name: `${e.firstName} ${e.lastName}` })),
    integrations: integrations.filter((i) => i.isActive).map((i) => ({ id: i.id, provider: i.provider })),
  };
}

/** A member, employee or integration id the proposal names that the workspace does not have. */
function strangerIn(proposal: AutomationProposal, context: DraftContext): string | undefined {
  const known = new Set([
    ...context.members.map((m) => m.userId),
    ...context.employees.map((e) => e.id),
    ...context.integrations.map((i) => i.id),
  ]);
  const ids: string[] = [];
  const steps = proposal.steps.flatMap((s) => (s.type === 'branch' ? [...s.then, ...s.else] : [s]));
  for (const step of steps) {
    if (step.type !== 'action') continue;
    const config = step.config as Record<string, unknown>;
    for (const key of ['integrationId', 'taskAssigneeEmployeeId', 'assigneeEmployeeId'] as const) {
      if (typeof config[key] === 'string') ids.push(config[key]);
    }
    if (Array.isArray(config.memberUserIds)) ids.push(...(config.memberUserIds as string[]));
  }
  return ids.find((id) => !known.has(id) && !id.includes('{{'));
}

function draftMessages(text: string, context: DraftContext) {
  const catalogue = {
    triggers: triggerTypes.map((t) => ({
      type: t.value,
      label: t.label,
      variables: triggerVariables(t.value)
        .filter((v) => v.name.startsWith('trigger.'))
        .map((v) => v.name),
    })),
    actions: actionTypes.map((a) => ({ action: a.value, label: a.label, outputs: a.outputs })),
  };
  const workspace = {
    members: context.members.map(({ userId, name, role }) => ({
      userId,
      name,
      role,
      isMe: userId === context.requesterUserId,
    })),
    employees: context.employees,
    connectedApps: context.integrations.map((i) => ({
      integrationId: i.id,
      app: integrationProvider(i.provider).name,
    })),
  };
  return [
    {
      role: 'system' as const,
      content:
        'You turn a small-business owner’s description into ONE automation proposal for the app. Use only the ' +
        'triggers, actions and variables of this catalogue, and only the people and connected apps of this workspace ' +
        '(ids exactly as given). Conditions compare trigger data (e.g. trigger.amount) with ops eq, neq, contains, ' +
        'gt, gte, lt, lte, empty, not_empty; delays are in minutes; a branch is one if/else level of action or delay ' +
        'steps. Texts may use {{variables}} of the trigger. An email with no recipient goes to the person asking. ' +
        `Name it in a few words.\nCatalogue: ${JSON.stringify(catalogue)}\nWorkspace: ${JSON.stringify(workspace)}`,
    },
    { role: 'user' as const, content: text },
  ];
}
