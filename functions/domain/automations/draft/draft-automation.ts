import { actionTypeInfo, triggerTypeInfo } from '@shared/catalog/automation-types';
import type { AutomationStep, BranchSideStep, ConditionTerm, TriggerType } from '@shared/schemas/automation';
import { type AutomationProposal, automationProposalSchema } from '@shared/schemas/automation-draft';
import { readTerms } from './draft-conditions';
import type { DraftContext } from './draft-context';
import { ACTION_VERB, readSteps, type StepReader } from './draft-steps';
import { type DraftTrigger, readTrigger } from './draft-trigger';
import { withoutQuotes } from './plain-words';

export type DraftOutcome = { ok: true; proposal: AutomationProposal; notes: string[] } | { ok: false; problem: string };

const EXAMPLE = 'e.g. “When an invoice is paid, email the customer and create a task to follow up in 14 days”';

/**
 * The built-in engine behind 'Describe it': reads the catalogue's common phrasings ('When a Shopify order over $500
 * comes in, tell #sales on Slack and create a task for Sam') into a proposed automation — a trigger, a condition
 * from what the trigger clause says about the data, the actions and delays in the order given, one if/otherwise
 * branch — naming only the workspace's own people and connected apps. Deterministic, so its evaluation set is exact.
 */
export function draftAutomation(description: string, context: DraftContext): DraftOutcome {
  const { text, quotes } = withoutQuotes(description.trim().replace(/\s+/g, ' '));
  const parts = splitTrigger(text);
  const trigger = (parts && readTrigger(parts.when)) ?? readTrigger(text);
  if (!trigger || !parts) {
    return { ok: false, problem: `Say when it should run and what it should do, ${EXAMPLE}.` };
  }
  const reader: StepReader = { triggerType: trigger.triggerType, context, quotes, notes: [] };
  const { before, branch, onlyIf } = splitBranch(parts.actions, trigger.triggerType, reader);
  const condition = readTerms(`${parts.when} ${onlyIf ?? ''}`, trigger.triggerType);
  const steps: AutomationStep[] = [
    ...(condition.terms.length ? [{ type: 'condition' as const, match: condition.match, terms: condition.terms }] : []),
    ...readSteps(before, reader),
    ...(branch ? [branch] : []),
  ];
  if (!steps.some((s) => s.type === 'action' || s.type === 'branch')) {
    const why = reader.notes.length ? ` (${reader.notes.join(' ')})` : '';
    return { ok: false, problem: `I could not find what the automation should do${why}; ${EXAMPLE}.` };
  }
  const parsed = automationProposalSchema.safeParse({ name: nameOf(trigger, steps), ...trigger, steps });
  if (!parsed.success) return { ok: false, problem: parsed.error.issues[0]?.message ?? 'The proposal is not valid' };
  return { ok: true, proposal: parsed.data, notes: reader.notes };
}

const LEADING_TRIGGER =
  /^(?:when(?:ever)?|if|once|each time|every time|as soon as|any ?time|every|each|daily|weekly|monthly|on (?:the \d+(?:st|nd|rd|th)?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekdays))\b/i;
// 'weekly' inside a sentence is an adjective ('the weekly summary'); it names a schedule only at the end or before 'at'.
const TRAILING_TRIGGER =
  /\s(?:when(?:ever)?|each time|every time|as soon as|every|each|on (?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekdays))\b|\s(?:daily|weekly|monthly)(?=\s+at\b|[.!]?$)/i;
const ARROW = /\s*(?:→|->|=>)\s*/;

/** The clause that says when ('When a lead comes in') and the instructions ('email them'), in either order. */
function splitTrigger(text: string): { when: string; actions: string } | undefined {
  const arrow = ARROW.exec(text);
  if (arrow) return { when: text.slice(0, arrow.index), actions: text.slice(arrow.index + arrow[0].length) };
  if (LEADING_TRIGGER.test(text)) {
    const afterLead = text.search(/\s/) + 1;
    const ends = [
      indexOf(text, /,\s/, afterLead),
      indexOf(text, /\s+then\s+/i, afterLead),
      indexOf(text, /:\s/, afterLead),
      indexOf(text, new RegExp(String.raw`\s${ACTION_VERB}\b`, 'i'), afterLead),
    ].filter((i) => i >= 0);
    const end = Math.min(...ends);
    if (!Number.isFinite(end)) return undefined;
    const actions = text.slice(end).replace(/^(?:,\s*|\s+then\s+|:\s*|\s+)/i, '');
    return { when: text.slice(0, end), actions };
  }
  const trailing = TRAILING_TRIGGER.exec(text);
  if (trailing) return { when: text.slice(trailing.index).trim(), actions: text.slice(0, trailing.index) };
  return undefined;
}

function indexOf(text: string, pattern: RegExp, from: number): number {
  const found = pattern.exec(text.slice(from));
  return found ? from + found.index : -1;
}

const BRANCH = new RegExp(
  String.raw`(?:^|,?\s+)if\s+(.+?)(?:,\s+|\s+then\s+|\s+(?=${ACTION_VERB}\b))(.+?)[,;.]?\s+(?:otherwise|else|if not)\b[,:]?\s*(.+)$`,
  'i',
);
const ONLY_IF = /,?\s+(?:but\s+)?(?:only\s+)?if\s+(.+)$/i;

/** An 'if …, do this; otherwise do that' in the instructions becomes one branch; an 'only if …' a condition. */
function splitBranch(
  text: string,
  triggerType: TriggerType,
  reader: StepReader,
): { before: string; branch?: AutomationStep; onlyIf?: string } {
  const branch = BRANCH.exec(text);
  if (branch) {
    const condition = readTerms(branch[1]!, triggerType);
    if (condition.terms.length) {
      const side = (words: string): BranchSideStep[] => readSteps(words, reader);
      return {
        before: text.slice(0, branch.index),
        branch: {
          type: 'branch',
          if: { match: condition.match, terms: condition.terms as ConditionTerm[] },
          // biome-ignore lint/suspicious/noThenProperty: issue 33's wire shape names a branch's sides `then` and `else`
          then: side(branch[2]!),
          else: side(branch[3]!),
        },
      };
    }
  }
  const onlyIf = ONLY_IF.exec(text);
  if (onlyIf) return { before: text.slice(0, onlyIf.index), onlyIf: onlyIf[1] };
  return { before: text };
}

/** 'New Lead: Post to Slack, Create Task'. */
function nameOf(trigger: DraftTrigger, steps: readonly AutomationStep[]): string {
  const actions = steps.flatMap((s) =>
    s.type === 'action'
      ? [s.action]
      : s.type === 'branch'
        ? [...s.then, ...s.else].flatMap((i) => (i.type === 'action' ? [i.action] : []))
        : [],
  );
  const labels = [...new Set(actions)].map((a) => actionTypeInfo(a).label);
  return `${triggerTypeInfo(trigger.triggerType).label}: ${labels.join(', ')}`.slice(0, 120);
}
