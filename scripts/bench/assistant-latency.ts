import { Readable } from 'node:stream';
import { userEntity } from '../../functions/data/auth/users';
import { withTemporaryRuntime } from '../local/temporary-runtime';
import { bankCsv } from '../testing/bank-csv';
import { upgradeLocally } from '../testing/local-billing';
import { signUpUser } from '../testing/test-runtime';
import { atMost, type BenchRow, reported } from './bench-row';
import { importBenchStatement } from './import-bench-statement';
import { percentile } from './percentile';

const TASKS = 1000;
const TRANSACTIONS = 10_000;
const EMPLOYEES = 25;
/** 12 warm-up + 84 measured sends. */
const ROUNDS = 7;
/** Issue 13: the built-in assistant answers within 300 ms at the 95th percentile. */
const BUDGET_MS = 300;

/**
 * The documented questions the built-in assistant answers from the workspace's tasks, team, automations, KPI
 * statistics (30 days, and a calendar month from the year's figures), transactions and integrations; the spending
 * ones add up a month of the 10,000 transactions.
 */
const QUESTIONS = [
  'How many tasks are overdue?',
  'What are my high-priority tasks?',
  'How many tasks do I have?',
  'Who should take Fix the database timeout bug 7?',
  'Who are my top performers, and who needs support?',
  'Which automations failed?',
  'What was our revenue this month compared with last month?',
  'What was revenue last month?',
  'What are our biggest expense categories, and what changed?',
  'How much did we spend on marketing last month?',
  'Top merchants in the last 30 days',
  'Which integrations are failing?',
];

/** Sends `size` requests at a time; a refused one fails the bench, whose figures would describe another workspace. */
async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<{ status: number; text: string }>) {
  for (let i = 0; i < items.length; i += size) {
    for (const res of await Promise.all(items.slice(i, i + size).map(fn))) {
      if (res.status >= 300) throw new Error(`seeding the bench workspace failed: ${res.status} ${res.text}`);
    }
  }
}

/**
 * `POST /api/chat/send` answered by the built-in assistant (no OpenAI key) over a workspace with 1,000 tasks, a team
 * of 25 and 10,000 bank transactions (imported through the statement import job): the time a user waits for an
 * answer, through the real runtime (session, plan allowance, history read, tools, both messages stored). Each
 * documented question is asked the same number of times.
 */
export async function measureAssistantLatency(): Promise<BenchRow[]> {
  delete process.env.OPENAI_API_KEY;
  return withTemporaryRuntime(async (runtime) => {
    const { client, user: signedUp } = await signUpUser(runtime, {
      email: 'assistant-bench@example.com',
      firstName: 'Bench',
      lastName: 'Mark',
    });
    // 1,000 tasks and the sends are past Starter's 100 a month; the creates below would answer 402.
    await upgradeLocally(client, 'pro');
    const user = await userEntity.get({ id: signedUp.id });
    if (!user) throw new Error('the bench user was not created');
    await importTransactions(user.workspaceId);
    const day = 86_400_000;
    const now = Date.now();
    await inBatches(
      Array.from({ length: EMPLOYEES }, (_, i) => i),
      5,
      async (i) => {
        const created = await client.post('/api/employees', {
          firstName: `Person${i}`,
          lastName: 'Bench',
          email: `person${i}@bench.example.com`,
          position: i % 3 ? 'Engineer' : 'Account Manager',
          hireDate: '2024-01-01',
          employmentType: 'full-time',
        });
        const base = 40 + ((i * 7) % 55);
        return client.put(`/api/employees/${created.body.id}/competencies`, {
          leadership: base,
          communication: base,
          technicalSkills: (base + 20) % 100,
          problemSolving: base,
          creativity: base,
          teamwork: base,
          adaptability: base,
          timeManagement: base,
          customerFocus: (base + 35) % 100,
          analyticalThinking: base,
        });
      },
    );
    await inBatches(
      Array.from({ length: TASKS }, (_, i) => i),
      20,
      (i) =>
        client.post('/api/tasks', {
          title: i % 50 === 7 ? `Fix the database timeout bug ${i % 100}` : `Bench task ${i}`,
          description: i % 4 ? null : 'Follow up with the customer about their order',
          priority: (['low', 'medium', 'high'] as const)[i % 3],
          status: (['pending', 'in_progress', 'completed'] as const)[i % 3],
          dueDate: new Date(now + ((i % 40) - 20) * day).toISOString(),
        }),
    );

    // One warm-up round: the first request of each handler loads its module.
    for (const question of QUESTIONS) await client.post('/api/chat/send', { content: question });
    const samples: number[] = [];
    const byQuestion = new Map<string, number[]>(QUESTIONS.map((q) => [q, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const question of QUESTIONS) {
        const started = performance.now();
        const res = await client.post('/api/chat/send', { content: question });
        samples.push(performance.now() - started);
        byQuestion.get(question)!.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`send failed: ${res.status} ${res.text}`);
        if (res.body.assistantMessage.engine !== 'Built-in assistant') throw new Error('not the built-in assistant');
      }
    }
    samples.sort((a, b) => a - b);
    // The question whose answers take longest at the median: where the time goes when the p95 moves.
    const [slowest, slowestMedian] = [...byQuestion.entries()]
      .map(
        ([question, times]) =>
          [
            question,
            percentile(
              times.toSorted((a, b) => a - b),
              0.5,
            ),
          ] as const,
      )
      .reduce((a, b) => (b[1] > a[1] ? b : a));
    return [
      reported(
        `built-in answer, p50 (${samples.length} sends; ${TASKS} tasks, ${EMPLOYEES} employees, ${TRANSACTIONS.toLocaleString('en-US')} transactions)`,
        `${percentile(samples, 0.5).toFixed(0)} ms`,
      ),
      reported(`slowest question, p50: '${slowest}'`, `${slowestMedian.toFixed(0)} ms`),
      atMost('built-in answer, p95', percentile(samples, 0.95), BUDGET_MS, 'ms'),
    ];
  });
}

/** 10,000 transactions of the last 250 days through the statement import job, as an uploaded CSV would arrive. */
async function importTransactions(workspaceId: string): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const csv = bankCsv({ rows: TRANSACTIONS, newest: today, seed: 'assistant' });
  const { imported } = await importBenchStatement(workspaceId, Readable.from([csv]));
  if (imported !== TRANSACTIONS) {
    throw new Error(`imported ${imported} of ${TRANSACTIONS} transactions`);
  }
}
