import type { TaskRecommendation } from '@shared/schemas/recommendation';
import type { Task } from '@shared/schemas/task';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aTask } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { type ApiCall, stubApi } from '../../../testing/stub-api';
import { FindTeamMemberDialog } from './find-team-member-dialog';

const task = (priority: Task['priority']): Task => aTask({ title: 'Fix the server bug', priority });

const rec = (employeeId: string, name: string, matchScore: number): TaskRecommendation => ({
  id: `t1:${employeeId}`,
  employeeId,
  employee: { name, position: 'Engineer', department: 'Engineering' },
  matchScore,
  skillMatch: matchScore,
  workloadBalance: 100,
  estimatedCompletionTime: 4,
  reasoning: `${name} fits.`,
  source: 'built-in',
});

let calls: ApiCall[];
let fail: number | undefined;

beforeEach(() => {
  fail = undefined;
  calls = stubApi(async ({ url, body }) => {
    if (fail) return new Response('{"message":"nope"}', { status: fail });
    if (url === '/api/ai/recommend-assignment')
      return Response.json([rec('e1', 'Maya Chen', 84), rec('e2', 'Sam Lee', 59)]);
    if (url === '/api/tasks/t1/assign') return Response.json({ ...task('high'), assigneeEmployeeId: body.employeeId });
    return Response.json([]);
  });
});
afterEach(resetApp);

function renderDialog(t: Task) {
  const onClose = vi.fn();
  renderInApp(<FindTeamMemberDialog task={t} onClose={onClose} />);
  return { onClose };
}

describe('FindTeamMemberDialog', () => {
  it('asks for recommendations for the task and ranks them, the first as Top Recommendation', async () => {
    renderDialog(task('high'));
    await screen.findByText('Top Recommendation');
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/ai/recommend-assignment',
      routeId: 'recommendAssignment',
      body: { taskId: 't1' },
    });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/^(Maya Chen|Sam Lee)$/).textContent)).toEqual([
      'Maya Chen',
      'Sam Lee',
    ]);
    expect(within(items[0]!).getByText('Very Good Match')).toBeTruthy();
    expect(within(items[1]!).getByText('Consider Alternatives')).toBeTruthy();
    expect(within(items[1]!).queryByText('Top Recommendation')).toBeNull();
    expect(screen.getByText('High Priority Task')).toBeTruthy();
    expect(screen.getByText('Ranked by Built-in analyst')).toBeTruthy();
  });

  it('shows no High Priority Task notice for a medium-priority task', async () => {
    renderDialog(task('medium'));
    await screen.findByText('Top Recommendation');
    expect(screen.queryByText('High Priority Task')).toBeNull();
  });

  it('assigns the chosen employee, toasts Task Assigned and closes', async () => {
    const { onClose } = renderDialog(task('high'));
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to Sam Lee' }));
    await screen.findByText('Task Assigned');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/tasks/t1/assign',
      routeId: 'assignTask',
      body: { employeeId: 'e2' },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('toasts the spec’s failure when recommendations cannot be generated', async () => {
    fail = 500;
    renderDialog(task('high'));
    await screen.findByText('Analysis Failed');
    expect(screen.getByText('Failed to generate recommendations. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
