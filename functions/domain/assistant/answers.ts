import { taskPriorityLabels, taskStatusLabels } from '@shared/catalog/task-statuses';
import type { TeamFocus } from './intents';
import { formatDate, listJoin, md, plural } from './markdown';
import type {
  AutomationListResult,
  AutomationRunsResult,
  EmployeeRow,
  ProposalResult,
  TaskListResult,
  TaskMatchResult,
  TaskRow,
  TeamPerformanceResult,
} from './tool-results';

/**
 * The built-in assistant's answers, in markdown, worded from tool results only: every figure is a field of a
 * result (a test checks each number of each answer against them). Workspace text goes through `md` so it is shown
 * as typed.
 */

function taskLine(task: TaskRow): string {
  const parts = [`**${md(task.title)}**`];
  if (task.dueDate) {
    parts.push(
      task.daysOverdue !== null
        ? `due ${formatDate(task.dueDate)} (${plural(task.daysOverdue, 'day')} overdue)`
        : `due ${formatDate(task.dueDate)}`,
    );
  }
  parts.push(`${taskPriorityLabels[task.priority]} priority`);
  if (task.status !== 'pending') parts.push(taskStatusLabels[task.status]);
  parts.push(task.assignee ? `assigned to ${md(task.assignee)}` : 'unassigned');
  return `- ${parts.join(' · ')}`;
}

function taskList(result: TaskListResult): string {
  const lines = result.tasks.map(taskLine);
  const more = result.matching - result.tasks.length;
  if (more > 0) lines.push(`- …and ${more} more on [Tasks](/tasks)`);
  return lines.join('\n');
}

export function overdueTasksAnswer(result: TaskListResult): string {
  const { counts } = result;
  if (result.matching === 0) {
    return counts.open === 0
      ? 'No tasks are overdue: you have no open tasks.'
      : `No tasks are overdue. All ${plural(counts.open, 'open task')} are on time or have no due date.`;
  }
  const verb = result.matching === 1 ? 'task is' : 'tasks are';
  return `**${result.matching} ${verb} overdue** (of ${plural(counts.open, 'open task')}), most overdue first:\n\n${taskList(result)}`;
}

export function highPriorityTasksAnswer(result: TaskListResult): string {
  if (result.matching === 0) {
    return `There are no open high-priority tasks (${plural(result.counts.open, 'open task')} in all).`;
  }
  return `**${plural(result.matching, 'open high-priority task')}**, earliest due first:\n\n${taskList(result)}`;
}

export function taskSummaryAnswer(result: TaskListResult): string {
  const { counts } = result;
  if (counts.total === 0)
    return "You have no tasks yet. Create one on [Tasks](/tasks), or ask me to 'create a task called …'.";
  const summary =
    `You have **${plural(counts.total, 'task')}**: ${counts.pending} pending, ${counts.inProgress} in progress and ` +
    `${counts.completed} completed. ${plural(counts.overdue, 'open task is', 'open tasks are')} overdue and ` +
    `${counts.highPriorityOpen} open ${counts.highPriorityOpen === 1 ? 'task is' : 'tasks are'} high priority.`;
  return result.tasks.length ? `${summary}\n\nOpen tasks, most urgent first:\n\n${taskList(result)}` : summary;
}

function employeeLine(e: EmployeeRow): string {
  const strengths = e.topStrengths.length
    ? `; strengths: ${listJoin(e.topStrengths.map((s) => `${s.label} ${s.value}`))}`
    : '';
  const score = e.score === null ? 'not assessed yet' : `score ${e.score} (${e.rating})`;
  return `- **${md(e.name)}**, ${md(e.position)} — ${score}${strengths}`;
}

export function teamPerformanceAnswer(result: TeamPerformanceResult, focus: TeamFocus): string {
  if (result.teamSize === 0) {
    return 'Your team directory is empty, so there is nobody to rank yet. Add employees on [Team](/team).';
  }
  if (result.averageCompetency === null) {
    return `Nobody on your team of ${result.teamSize} has been assessed yet, so there are no scores to rank. Save each employee's competencies on [Team](/team).`;
  }
  const team = `team of ${result.teamSize}, ${result.assessed} assessed, average competency ${result.averageCompetency}`;
  const parts: string[] =
    focus === 'overview'
      ? [
          `You have **${plural(result.teamSize, 'employee')}**, ${result.assessed} assessed, average competency ${result.averageCompetency}.`,
        ]
      : [];
  if (focus !== 'support') {
    parts.push(
      result.topPerformers.length
        ? `**Top performers** (score ${result.topPerformerThreshold} or more): ${result.topPerformers.length} of ${result.teamSize}\n\n${result.topPerformers.map(employeeLine).join('\n')}`
        : `Nobody scores ${result.topPerformerThreshold} or more yet (${team}).`,
    );
  }
  if (focus !== 'top') {
    parts.push(
      result.needSupport.length
        ? `**Need support** (score below ${result.needsSupportThreshold}): ${result.needSupport.length} of ${result.teamSize}\n\n${result.needSupport.map(employeeLine).join('\n')}`
        : `Nobody scores below ${result.needsSupportThreshold}: no one needs extra support right now (${team}).`,
    );
  }
  return `${parts.join('\n\n')}\n\nScores are the Team Analytics scores; see each profile on [Team](/team).`;
}

export function whoShouldTakeAnswer(result: TaskMatchResult, typed: string): string {
  if (!result.task) {
    return result.candidates.length
      ? `Several tasks match "${md(typed)}": ${listJoin(result.candidates.map((t) => `**${md(t)}**`))}. Which one do you mean?`
      : `I couldn't find a task called "${md(typed)}". Check the title on [Tasks](/tasks).`;
  }
  if (result.recommendations.length === 0) {
    return `There is nobody to recommend for **${md(result.task.title)}**: your team directory is empty. Add employees on [Team](/team).`;
  }
  const [best, ...rest] = result.recommendations;
  const others = rest
    .slice(0, 2)
    .map((r) => `- ${md(r.name)}, ${md(r.position)} — match ${r.matchScore}`)
    .join('\n');
  return (
    `For **${md(result.task.title)}** I'd pick **${md(best!.name)}** (${md(best!.position)}): match ${best!.matchScore}, ` +
    `skill match ${best!.skillMatch}, workload balance ${best!.workloadBalance}, about ${plural(best!.estimatedHours, 'hour')}. ` +
    `${md(best!.reasoning)}` +
    (others ? `\n\nNext best:\n\n${others}` : '') +
    `\n\nRanked by the ${result.rankedBy}. Say "assign ${md(result.task.title)} to ${md(best!.name)}" and I'll prepare it for you to confirm.`
  );
}

export function failedAutomationsAnswer(list: AutomationListResult, runs: AutomationRunsResult): string {
  if (list.total === 0) return 'You have no automations yet. Create one on [Automations](/automations).';
  if (runs.failures.length === 0) {
    return `None of your ${plural(list.total, 'automation')} has a failed run in its recent history.`;
  }
  const lines = runs.failures.map(
    (f) =>
      `- **${md(f.automationName)}**: ${plural(f.failedRuns, 'failed run')}, latest ${formatDate(f.latestAt)} (${md(f.latestEvent)}): ${md(f.latestError)}`,
  );
  return `**${plural(runs.failures.length, 'automation')} failed** recently:\n\n${lines.join('\n')}\n\nEach run is listed on [Automations](/automations).`;
}

export const HELP_ANSWER = [
  'I answer from your workspace data. You can ask me, for example:',
  '',
  '- How many tasks are overdue? · Which high-priority tasks are open?',
  '- Who should take the task "…"? · Who are my top performers, and who needs support?',
  '- What was our revenue this month compared with last month? · Leads last quarter? · Appointments this week? · Tasks completed year to date?',
  '- What are our biggest expense categories, and what changed? · How much did we spend on marketing in October? · Who were our top merchants last month? · What is my cash balance across all bank accounts?',
  '- Which automations failed? · Which integrations are failing? · When did Shopify last sync?',
  '',
  'I can also prepare changes for you to confirm: "create a task for Dana: call the supplier, high priority, due next Friday", "assign … to …", "email Priya reminding her about …", "create an automation that emails me when a new lead comes in", "what if I hire someone at $… a month from March?" (a forecast scenario).',
].join('\n');

export function unknownAnswer(): string {
  return `I'm not sure what you're asking, and I only answer from your own data rather than guessing.\n\n${HELP_ANSWER}`;
}

/** The answer to 'create a task …' / 'assign … to …': the proposal is the card below it. */
export function proposalAnswer(result: ProposalResult): string {
  if (result.proposed) {
    return `I've prepared this for you: **${md(result.summary)}**. Nothing changes until you press Confirm on the card below.`;
  }
  const options = result.candidates?.length
    ? ` Did you mean ${listJoin(result.candidates.map((c) => `**${md(c)}**`))}?`
    : '';
  return `I couldn't prepare that: ${md(result.problem)}${options}`;
}

export function emailDraftAnswer(result: ProposalResult, draft: { to: string; subject: string; body: string }): string {
  if (!result.proposed) return proposalAnswer(result);
  const quoted = draft.body
    .split('\n')
    .map((line) => `> ${md(line)}`)
    .join('\n');
  return (
    `Here is a draft to ${md(draft.to)}. Nothing is sent until you press Confirm on the card below; then it goes ` +
    `out the way automations send email.\n\n**Subject:** ${md(draft.subject)}\n\n${quoted}`
  );
}
