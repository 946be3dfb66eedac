import { describe, expect, it } from 'vitest';
import { openAiClientFor, startFakeOpenAi } from '../../../scripts/testing/fake-openai-server';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { AI_BATCH_SIZE } from '../../domain/finance/categorise/ai-categoriser';
import { trainClassifier } from '../../domain/finance/categorise/builtin-classifier';
import { aiCategoriser } from './ai-categoriser';

const fake = await startedForThisFile(startFakeOpenAi());

const client = () => openAiClientFor(fake);
const examples = [
  { description: 'RIVERA DESIGN', amountCents: -100, category: 'Marketing' as const, revenueKind: undefined },
];

describe('aiCategoriser (the real OpenAI SDK against a local fake)', () => {
  it('asks in batches, with the workspace’s examples, and takes validated answers', async () => {
    fake.reply((body) => {
      const { transactions } = JSON.parse(body.messages[1].content.split('\n').slice(1).join('\n'));
      return {
        content: JSON.stringify({
          categories: transactions.map((t: { index: number; moneyIn: boolean }) => ({
            index: t.index,
            category: t.moneyIn ? 'Income' : 'Operations',
            revenueKind: t.moneyIn ? 'recurring_services' : null,
          })),
        }),
      };
    });
    const before = fake.requests.length;
    const transactions = Array.from({ length: AI_BATCH_SIZE + 3 }, (_, i) => ({
      description: `Payee ${i}`,
      amountCents: i === 0 ? 5000 : -100,
    }));
    const result = await aiCategoriser(client(), trainClassifier([]), examples, () => {})(transactions);
    expect(fake.requests.length - before).toBe(2);
    expect(result[0]).toEqual({ category: 'Income', revenueKind: 'recurring_services', source: 'ai' });
    expect(result[52]).toEqual({ category: 'Operations', revenueKind: undefined, source: 'ai' });
    expect(fake.requests.at(-1)!.body.messages[1].content).toContain('RIVERA DESIGN');
  });

  it('falls back to the built-in classifier when an answer leaves a transaction out or calls money out income', async () => {
    const warnings: string[] = [];
    fake.reply(() => ({
      content: JSON.stringify({ categories: [{ index: 0, category: 'Income', revenueKind: null }] }),
    }));
    const result = await aiCategoriser(client(), trainClassifier([]), [], (m) => warnings.push(m))([
      { description: 'Fastnet Broadband', amountCents: -5000 },
      { description: 'J RIVERA', amountCents: -100 },
    ]);
    expect(result.map((r) => [r.category, r.source])).toEqual([
      ['Utilities', 'built-in-classifier'],
      ['Other', 'built-in-classifier'],
    ]);
    expect(warnings).toEqual(['AI categorisation failed; using the built-in classifier']);
  });

  it('falls back when the provider errors', async () => {
    fake.reply(() => ({ status: 500 }));
    const result = await aiCategoriser(client(), trainClassifier([]), [], () => {})([
      { description: 'X', amountCents: 100 },
    ]);
    expect(result).toEqual([{ category: 'Income', revenueKind: 'one_time_sales', source: 'built-in-classifier' }]);
  });
});
