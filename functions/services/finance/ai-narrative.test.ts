import { describe, expect, it } from 'vitest';
import { openAiClientFor, startFakeOpenAi } from '../../../scripts/testing/fake-openai-server';
import { profitableQuarter } from '../../../scripts/testing/fixtures/financial-figures';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { builtInNarrative } from '../../domain/finance/analysis/narrative';
import { writeNarrative } from './ai-narrative';

/** The domain's `narrative.test.ts` has more scenarios, for the built-in writer. */
const profitable = profitableQuarter();

const fake = await startedForThisFile(startFakeOpenAi());

describe('writeNarrative with OpenAI (the real SDK against a local fake)', () => {
  const ai = () => openAiClientFor(fake);

  it('takes the model’s sentences when every number in them is a figure', async () => {
    const figures = profitable;
    fake.reply(() => ({
      content: JSON.stringify({
        insights: [`Revenue reached $${Math.round(figures.revenue).toLocaleString('en-US')} in the last 30 days.`],
        recommendations: ['Keep an eye on Technology costs as the team grows.'],
      }),
    }));
    const narrative = await writeNarrative(figures, ai(), () => {});
    expect(narrative).toMatchObject({ source: 'openai', model: 'gpt-4o-mini' });
    expect(narrative.insights).toEqual(['Revenue reached $10,235 in the last 30 days.']);
  });

  it('discards an answer with an invented number for the built-in narrative', async () => {
    const warnings: string[] = [];
    fake.reply(() => ({
      content: JSON.stringify({
        insights: ['Revenue will grow 40% next quarter.'],
        recommendations: ['Hire two more people.'],
      }),
    }));
    const narrative = await writeNarrative(profitable, ai(), (m) => warnings.push(m));
    expect(narrative.source).toBe('built-in');
    expect(narrative.insights).toEqual(builtInNarrative(profitable).insights);
    expect(warnings).toEqual(['AI financial narrative failed; using the built-in analyst']);
  });
});
