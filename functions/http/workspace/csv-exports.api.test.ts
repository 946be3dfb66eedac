import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { signUpTwoUsers } from '../../../scripts/testing/test-runtime';

/** The data can leave: tasks, the team and transactions as CSV files a spreadsheet opens safely. */
const api = await sharedTestApi();
const [alice, bob] = await signUpTwoUsers(api);

/** The rows of a CSV answer (RFC 4180 quoting, CRLF), header first, as a spreadsheet reads them. */
const rowsOf = (text: string): string[][] => Papa.parse<string[]>(text.trimEnd(), { newline: '\r\n' }).data;

describe('GET /api/tasks/export', () => {
  it('downloads every task as CSV, formula-safe, and only the workspace’s own', async () => {
    await alice.client.create('/api/tasks', { title: '=HYPERLINK("http://evil.example","Click")', priority: 'high' });
    await alice.client.create('/api/tasks', {
      title: 'Call the flour supplier, re: December',
      description: 'Ask "early"',
    });
    await bob.client.create('/api/tasks', { title: 'Bob’s own task' });

    const res = await alice.client.get('/api/tasks/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="tasks-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = rowsOf(res.text);
    expect(header).toEqual([
      'Title',
      'Description',
      'Status',
      'Priority',
      'Due date',
      'Assignee',
      'Created',
      'Completed',
      'ID',
    ]);
    const titles = rows.map((row) => row[0]);
    expect(titles).toContain(`'=HYPERLINK("http://evil.example","Click")`);
    expect(titles).toContain('Call the flour supplier, re: December');
    expect(titles).not.toContain('Bob’s own task');
    expect(rows.find((row) => row[0]?.startsWith('Call'))?.[1]).toBe('Ask "early"');
  });
});

describe('GET /api/employees/export', () => {
  it('downloads the team with compensation for the owner', async () => {
    await alice.client.create('/api/employees', {
      firstName: 'Maya',
      lastName: 'Chen',
      email: 'maya.export@example.com',
      position: 'Baker',
      department: 'Kitchen',
      employeeId: 'EMP-X1',
      phone: '',
      hireDate: '2024-03-01',
      employmentType: 'full-time',
      salary: '98000',
      hourlyRate: '24.5',
    });
    const res = await alice.client.get('/api/employees/export');
    expect(res.status).toBe(200);
    const [header, ...rows] = rowsOf(res.text);
    const maya = rows.find((row) => row[0] === 'Maya');
    expect(maya?.[header!.indexOf('Salary')]).toBe('98000');
    expect(maya?.[header!.indexOf('Hourly rate')]).toBe('24.5');
  });
});

describe('GET /api/financial/transactions/export', () => {
  it('downloads the transactions under the list’s filters, every page of them', async () => {
    expect((await alice.client.post('/api/financial/demo-bank', {})).status).toBe(201);
    const list = await alice.client.get('/api/financial/transactions?limit=200');
    const all = await alice.client.get('/api/financial/transactions/export');
    expect(all.status).toBe(200);
    const [header, ...rows] = rowsOf(all.text);
    expect(header).toEqual(['Date', 'Description', 'Merchant', 'Category', 'Revenue kind', 'Amount', 'Account', 'ID']);
    expect(rows.length).toBeGreaterThan(list.body.items.length > 199 ? 199 : 0);
    const first = list.body.items[0];
    const row = rows.find((r) => r[7] === first.id);
    expect(Number(row?.[5])).toBeCloseTo(first.amount, 2);

    const category = first.category as string;
    const filtered = await alice.client.get(
      `/api/financial/transactions/export?category=${encodeURIComponent(category)}`,
    );
    const filteredRows = rowsOf(filtered.text).slice(1);
    expect(filteredRows.length).toBeGreaterThan(0);
    expect(filteredRows.every((r) => r[3] === category)).toBe(true);
    expect(filteredRows.length).toBeLessThan(rows.length);
  });

  it('refuses a malformed filter with the list’s own message', async () => {
    const res = await alice.client.get('/api/financial/transactions/export?from=yesterday');
    expect([res.status, res.body.code]).toEqual([400, 'validation']);
  });
});

describe('GET /api/workspace/export', () => {
  it('downloads one ZIP with every kind of item as JSON and CSV, and no secret', async () => {
    const res = await fetch(`${api.url}/api/workspace/export`, {
      headers: { cookie: `__Host-sid=${alice.client.sessionCookie}`, origin: api.url, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'tasks.json',
        'tasks.csv',
        'employees.csv',
        'transactions.json',
        'members.json',
        'README.txt',
      ]),
    );
    const tasks = JSON.parse(strFromU8(files['tasks.json']!)) as Array<{ title: string }>;
    expect(tasks.map((t) => t.title)).toContain('Call the flour supplier, re: December');
    expect(tasks.map((t) => t.title)).not.toContain('Bob’s own task');
    expect(JSON.parse(strFromU8(files['members.json']!))).toEqual([expect.objectContaining({ role: 'owner' })]);
    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    expect(everything).not.toMatch(/passwordHash|sealed|accessToken|idHash/i);
  });
});
