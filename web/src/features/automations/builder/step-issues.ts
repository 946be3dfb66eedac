import { isKnownVariable, variablesForStep } from '@shared/catalog/automation-variables';
import {
  type AutomationStep,
  automationStepSchema,
  branchSideStepSchema,
  conditionSchema,
  numberedSteps,
  stepsConfigIssues,
  stepsIssues,
  type TriggerConfig,
  type TriggerType,
  triggerConfigIssues,
} from '@shared/schemas/automation';

const VARIABLE = /\{\{\s*([a-zA-Z][\w.]*)\s*\}\}/g;

export interface BuilderIssues {
  /** By step number (`numberedSteps`): what is wrong with that card, in the server's words. */
  byStep: ReadonlyMap<number, string[]>;
  trigger: string[];
  /** About the whole list: the 20-step limit, at least one action. */
  overall: string[];
}

/**
 * What the server would refuse, found before saving: each step against its schema, its `{{variables}}` and condition
 * fields against those it may use (the trigger's and the earlier steps' outputs), the recipients' formats, the
 * trigger's settings and the list as a whole. The messages are the schemas' own, so the card says what the 400 would.
 */
export function builderIssues(
  triggerType: TriggerType,
  triggerConfig: TriggerConfig | null,
  steps: readonly AutomationStep[],
): BuilderIssues {
  const byStep = new Map<number, string[]>();
  const add = (index: number, message: string) => byStep.set(index, [...(byStep.get(index) ?? []), message]);
  const numbered = numberedSteps(steps as AutomationStep[]);
  for (const { index, step, within } of numbered) {
    const schema = within ? branchSideStepSchema : step.type === 'branch' ? null : automationStepSchema;
    const parsed = schema ? schema.safeParse(step) : conditionSchema.safeParse(step.type === 'branch' ? step.if : {});
    for (const issue of parsed.error?.issues ?? []) add(index, issue.message);
    const known = variablesForStep(triggerType, steps as AutomationStep[], index);
    const fields =
      step.type === 'condition'
        ? step.terms.map((t) => t.field)
        : step.type === 'branch'
          ? step.if.terms.map((t) => t.field)
          : [];
    for (const field of fields) {
      if (!isKnownVariable(field, known)) add(index, `Unknown field ${field} in step ${index}`);
    }
    if (step.type === 'action') {
      const texts = Object.values(step.config).filter((v): v is string => typeof v === 'string');
      const used = new Set(texts.flatMap((t) => [...t.matchAll(VARIABLE)].map((m) => m[1]!)));
      for (const name of used) {
        if (!isKnownVariable(name, known)) add(index, `Unknown template variable {{${name}}} in step ${index}`);
      }
    }
  }
  // A recipient's format (email, E.164) is reported by the path of the step it is in.
  const numberAt = (path: readonly (string | number)[]) => {
    const top = numbered.filter((n) => !n.within)[Number(path[1])];
    if (!top || (path[2] !== 'then' && path[2] !== 'else')) return top?.index;
    return numbered.filter((n) => n.within?.branchIndex === top.index && n.within.side === path[2])[Number(path[3])]
      ?.index;
  };
  for (const issue of stepsConfigIssues(steps as AutomationStep[])) {
    const index = numberAt(issue.path);
    if (index !== undefined) add(index, issue.message);
  }
  return {
    byStep,
    trigger: triggerConfigIssues(triggerType, triggerConfig).map((i) => i.message),
    overall: stepsIssues(steps as AutomationStep[]),
  };
}

export const hasIssues = (issues: BuilderIssues) =>
  issues.byStep.size > 0 || issues.trigger.length > 0 || issues.overall.length > 0;
