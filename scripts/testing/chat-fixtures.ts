import { competencyScores } from './fixtures/competency-scores';
import type { TestUser } from './test-runtime';

/**
 * A small business as the assistant's tests see it, made through the real API: employees with assessed
 * competencies, tasks with due dates (some overdue), so every answer can be checked against what was created.
 */

export async function addEmployee(
  user: TestUser,
  firstName: string,
  lastName: string,
  competencies: Record<string, number>,
  extra: { position?: string; skills?: string[] } = {},
): Promise<{ id: string; email: string }> {
  const email = `${firstName}.${lastName}@example.com`.toLowerCase();
  const created = await user.client.post('/api/employees', {
    firstName,
    lastName,
    email,
    position: extra.position ?? 'Staff',
    hireDate: '2024-01-01',
    employmentType: 'full-time',
  });
  if (created.status !== 201) throw new Error(`Employee not created: ${created.status} ${created.text}`);
  if (extra.skills?.length) await user.client.patch(`/api/employees/${created.body.id}`, { skills: extra.skills });
  const saved = await user.client.put(`/api/employees/${created.body.id}/competencies`, competencyScores(competencies));
  if (saved.status !== 200) throw new Error(`Competencies not saved: ${saved.status} ${saved.text}`);
  return { id: created.body.id, email };
}

export async function addTask(
  user: TestUser,
  title: string,
  options: {
    priority?: 'low' | 'medium' | 'high';
    status?: string;
    dueDate?: string | null;
    description?: string;
  } = {},
): Promise<{ id: string; title: string }> {
  const res = await user.client.post('/api/tasks', {
    title,
    description: options.description ?? '',
    priority: options.priority ?? 'medium',
    status: options.status ?? 'pending',
    dueDate: options.dueDate ?? null,
  });
  if (res.status !== 201) throw new Error(`Task not created: ${res.status} ${res.text}`);
  return res.body;
}

const DAY = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export async function send(user: TestUser, content: string) {
  return user.client.post('/api/chat/send', { content });
}
