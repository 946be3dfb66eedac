import type { ChatSource } from '@shared/schemas/assistant';
import { expect } from 'vitest';
import type { ToolContext } from '../../functions/services/assistant/tool-kit';
import { callTool } from '../../functions/services/assistant/tool-kit';
import { readTools } from '../../functions/services/assistant/tools';

/** Every number written in a text: '2 tasks', 'Nov 17, 2026', 'score 89', '$12,480.50'. */
export const numbersIn = (text: string) =>
  (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => Number(n.replace(/,/g, '')));

/** Every number a tool result holds: its numeric fields, the numbers inside its strings (dates), list lengths. */
export function numbersOf(value: unknown, into = new Set<number>()): Set<number> {
  // Answers word a sign ('down 12.5%'), so a figure counts with either sign.
  if (typeof value === 'number') into.add(Math.abs(value));
  else if (typeof value === 'string') for (const n of numbersIn(value)) into.add(n);
  else if (Array.isArray(value)) {
    into.add(value.length);
    for (const item of value) numbersOf(item, into);
  } else if (value && typeof value === 'object') for (const v of Object.values(value)) numbersOf(v, into);
  return into;
}

const byName = new Map(readTools.map((t) => [t.name, t]));

/**
 * No invented numbers: every number in an answer is one the tools it called answered (each called again with the
 * same arguments), or one the user wrote in the question.
 */
export async function expectOnlyToolNumbers(
  question: string,
  answer: { content: string; sources: ChatSource[] },
  context: () => ToolContext,
): Promise<void> {
  const allowed = numbersIn(question);
  for (const source of answer.sources) {
    const tool = byName.get(source.tool);
    if (!tool) {
      // Proposal tools: their figures are the user's own words and what the tool read from them (a due date's year),
      // as the proposal it answered says them.
      allowed.push(...numbersIn(source.summary));
      continue;
    }
    const outcome = await callTool(tool, source.args, context(), []);
    if (!outcome.ok) throw new Error(outcome.error);
    allowed.push(...numbersOf(outcome.result));
  }
  const invented = numbersIn(answer.content).filter((n) => !allowed.includes(n));
  expect(invented, answer.content).toEqual([]);
}
