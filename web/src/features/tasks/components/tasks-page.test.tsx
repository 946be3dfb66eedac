import type { TaskView } from '@shared/schemas/task';
import type { AuthUser } from '@shared/schemas/user';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeFields } from '../../../testing/change-fields';
import { anAuthUser, aTask, aTaskPage } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { type ApiCall, failure, stubApi } from '../../../testing/stub-api';
import { submitRefused } from '../../../testing/submit-refused';
import { TasksPage } from './tasks-page';

const task = aTask;

let calls: ApiCall[];
let tasks: TaskView[];
let failWith: number | undefined;

beforeEach(() => {
  failWith = undefined;
  tasks = [
    task({
      id: 't2',
      title: 'Send invoices',
      status: 'in_progress',
      priority: 'high',
      dueDate: '2026-12-01T00:00:00.000Z',
    }),
    task({ id: 't1', title: 'Call Acme', description: 'About the renewal' }),
    task({ id: 't0', title: 'Done thing', status: 'completed', assigneeEmployeeId: 'e1' }),
  ];
  const refusing = () => (failWith ? failure(failWith, 'nope') : undefined);
  calls = stubApi({
    listTasks: ({ call }) => aTaskPage(tasks, call.url, { e1: 'Ada Lovelace' }),
    createTask: ({ body }) =>
      refusing() ?? Response.json(task({ id: 'new', ...(body as Partial<TaskView>) }), { status: 201 }),
    updateTask: ({ params, body }) => refusing() ?? { ...tasks.find((t) => t.id === params.id)!, ...body },
    deleteTask: () => refusing() ?? null,
  });
});
afterEach(resetApp);

function renderPage(onFindTeamMember = vi.fn()) {
  renderInApp(<TasksPage onFindTeamMember={onFindTeamMember} />);
  return { onFindTeamMember };
}

/** Opens the page, once its tasks show, and its 'New Task' dialog; answers the dialog. */
async function openNewTask() {
  renderPage();
  await screen.findByText('Call Acme');
  fireEvent.click(screen.getByRole('button', { name: 'New Task' }));
  return screen.findByRole('dialog');
}

const cards = () => screen.getAllByTestId('task-card').map((card) => within(card).getByRole('heading').textContent);

describe('TasksPage', () => {
  it("opens on the Overdue filter when the dashboard's link asks for it", async () => {
    renderInApp(<TasksPage onFindTeamMember={vi.fn()} overdueOnly />);
    expect((await screen.findByRole('button', { name: 'Overdue' })).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(calls.some((c) => c.routeId === 'listTasks' && c.url.includes('overdue=true'))).toBe(true),
    );
  });

  it('lists the tasks with their priority, US due date and status, and filters by status', async () => {
    renderPage();
    await screen.findByText('Send invoices');
    expect(cards()).toEqual(['Send invoices', 'Call Acme', 'Done thing']);
    expect(screen.getByText('Due Dec 01, 2026')).toBeTruthy();
    expect(screen.getByText('About the renewal')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'In Progress' }));
    expect(cards()).toEqual(['Send invoices']);
    expect(screen.getByRole('button', { name: 'In Progress' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Completed' }));
    expect(cards()).toEqual(['Done thing']);
    fireEvent.click(screen.getByRole('button', { name: 'Pending' }));
    expect(cards()).toEqual(['Call Acme']);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(cards()).toHaveLength(3);
  });

  it("offers 'Find Team Member' on non-completed tasks only and hands the task to the team dialog", async () => {
    const { onFindTeamMember } = renderPage();
    await screen.findByText('Send invoices');
    const buttons = screen.getAllByRole('button', { name: 'Find Team Member' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    expect(onFindTeamMember).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }));
  });

  it("says AI is off where 'Find Team Member' would be while the workspace has AI turned off", async () => {
    renderInApp(<TasksPage onFindTeamMember={vi.fn()} />, { signedInAs: anAuthUser({ aiEnabled: false }) });
    await screen.findByText('Send invoices');
    expect(screen.getByTestId('ai-off-notice').textContent).toContain('AI features are turned off for this workspace.');
    expect(screen.queryByRole('button', { name: 'Find Team Member' })).toBeNull();
  });

  it('cycles the status on the icon: PATCH {status: next} and the Task updated toast', async () => {
    renderPage();
    await screen.findByText('Call Acme');
    fireEvent.click(screen.getByRole('button', { name: 'Status: Pending. Mark as In Progress' }));
    await screen.findByText('Task updated');
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/tasks/t1',
      body: { status: 'in_progress' },
      routeId: 'updateTask',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Status: Completed. Mark as Pending' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ status: 'pending' }));
  });

  it("shows 'Error: Failed to update task.' and puts the status back when the server refuses", async () => {
    failWith = 500;
    renderPage();
    await screen.findByText('Call Acme');
    fireEvent.click(screen.getByRole('button', { name: 'Status: Pending. Mark as In Progress' }));
    await screen.findByText('Failed to update task.');
    expect(screen.getByText('Error')).toBeTruthy();
    await screen.findByRole('button', { name: 'Status: Pending. Mark as In Progress' });
  });

  it('deletes only after confirmation, with the Task deleted toast', async () => {
    renderPage();
    await screen.findByText('Call Acme');
    fireEvent.click(screen.getByRole('button', { name: 'Delete task Call Acme' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Task deleted');
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/tasks/t1');
  });

  it("puts the task back with 'Error: Failed to delete task.' when the server refuses", async () => {
    failWith = 500;
    renderPage();
    await screen.findByText('Call Acme');
    fireEvent.click(screen.getByRole('button', { name: 'Delete task Call Acme' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Failed to delete task.');
    await waitFor(() => expect(cards()).toContain('Call Acme'));
  });

  it("refuses a blank title with 'Validation error: Task title is required', then creates with null description and an ISO due date", async () => {
    const dialog = await openNewTask();
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: '   ' } });
    await submitRefused(dialog, 'Create Task', 'Validation error: Task title is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    changeFields(dialog, { Title: 'Quote for Acme', Priority: 'high', 'Due date': '2026-12-24' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    await screen.findByText('Task created');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Quote for Acme',
      description: null,
      status: 'pending',
      priority: 'high',
      dueDate: '2026-12-24T00:00:00.000Z',
    });
  });

  it("shows 'Error: Failed to create task. Please try again.' when the server fails", async () => {
    failWith = 500;
    const dialog = await openNewTask();
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Quote' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Task' }));
    await screen.findByText('Failed to create task. Please try again.');
  });

  it("marks assigned tasks with the assignee's name the page answered, or just 'Assigned' without one", async () => {
    renderPage();
    await screen.findByText('Assigned to Ada Lovelace');
    cleanup();
    tasks = [task({ id: 't9', title: 'Orphan', assigneeEmployeeId: 'gone' })];
    renderPage();
    await screen.findByText('Assigned');
  });

  it("says the tasks could not be loaded, in the server's words, and loads them again on 'Try again'", async () => {
    let down = true;
    stubApi({ listTasks: ({ call }) => (down ? failure(500, 'Table unavailable') : aTaskPage(tasks, call.url)) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Tasks could not be loaded' })).toBeTruthy();
    expect(screen.getByText('Table unavailable')).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Send invoices');
  });

  it('asks the server for one status when filtered, and loads the next page with the cursor', async () => {
    calls = stubApi({
      listTasks: ({ query, call }) => {
        const page = aTaskPage(tasks, call.url);
        if (query.get('cursor') === 'c1') return { ...page, items: [task({ id: 'old', title: 'Older' })] };
        return { ...page, cursor: query.has('status') ? null : 'c1' };
      },
    });
    renderPage();
    await screen.findByText('Send invoices');
    fireEvent.click(screen.getByRole('button', { name: 'Load more tasks' }));
    await screen.findByText('Older');
    expect(calls.map((c) => c.url)).toEqual(['/api/tasks?sort=status', '/api/tasks?sort=status&cursor=c1']);
    fireEvent.click(screen.getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(cards()).toEqual(['Done thing']));
    expect(calls.at(-1)?.url).toBe('/api/tasks?status=completed&sort=status');
    expect(screen.queryByRole('button', { name: 'Load more tasks' })).toBeNull();
  });

  it('starts a new task from scratch after the dialog is closed without creating', async () => {
    let dialog = await openNewTask();
    changeFields(dialog, { Title: 'Draft', Priority: 'high' });
    // Escape once the dialog has taken the focus, as a person would: its dismiss listener is attached by then (a press
    // sent earlier, under load, was not seen). Never press inside waitFor: each press changes the DOM, which runs the
    // wait's callback again at once, and that loop starved the worker's timers (a hung npm test, 2026-11-30).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'New Task' }));
    dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/Title/) as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText('Priority') as HTMLSelectElement).value).toBe('medium');
  });

  it('clears the title error as soon as a title is typed', async () => {
    const dialog = await openNewTask();
    await submitRefused(dialog, 'Create Task', 'Validation error: Task title is required');
    changeFields(dialog, { Title: 'Q' });
    expect(within(dialog).queryByText('Validation error: Task title is required')).toBeNull();
  });

  it('shows an empty state without tasks', async () => {
    tasks = [];
    renderPage();
    await screen.findByText('No tasks yet');
  });
});

describe('TasksPage by role', () => {
  beforeEach(() => {
    tasks = [
      task({ id: 'mine', title: 'My own task', userId: 'u2' }),
      task({ id: 'assigned', title: 'Assigned to me', userId: 'u1', assigneeEmployeeId: 'e2' }),
      task({ id: 'other', title: 'Someone else', userId: 'u1' }),
    ];
  });

  const buttonsOf = (title: string) =>
    within(screen.getByRole('listitem', { name: title }))
      .queryAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
  /** A pending task's buttons when the user may do everything with it, in the card's order. */
  const everyAction = (title: string) => [
    'Status: Pending. Mark as In Progress',
    title,
    'Find Team Member',
    `Assign task ${title}`,
    `Edit task ${title}`,
    `Delete task ${title}`,
  ];
  const renderAs = (user: Partial<AuthUser>) =>
    renderInApp(<TasksPage onFindTeamMember={vi.fn()} />, { signedInAs: anAuthUser(user) });

  it('shows the owner every action on every task', async () => {
    renderAs({ role: 'owner', id: 'u9' });
    await screen.findByText('Someone else');
    expect(screen.getByRole('button', { name: 'New Task' })).toBeTruthy();
    expect(buttonsOf('Someone else')).toEqual(everyAction('Someone else'));
  });

  it("shows a member every action on their own tasks, the status only on those assigned to them, none on others'", async () => {
    renderAs({ role: 'member', id: 'u2', employeeId: 'e2' });
    await screen.findByText('Someone else');
    expect(screen.getByRole('button', { name: 'New Task' })).toBeTruthy();
    expect(buttonsOf('My own task')).toEqual(everyAction('My own task'));
    expect(buttonsOf('Assigned to me')).toEqual(['Status: Pending. Mark as In Progress']);
    expect(buttonsOf('Someone else')).toEqual([]);
    expect(screen.getAllByRole('img', { name: 'Status: Pending' })).toHaveLength(1);
  });

  it('shows a viewer no task action and no New Task', async () => {
    renderAs({ role: 'viewer', id: 'u2', employeeId: 'e2' });
    await screen.findByText('Someone else');
    expect(screen.queryByRole('button', { name: 'New Task' })).toBeNull();
    for (const title of ['My own task', 'Assigned to me', 'Someone else']) expect(buttonsOf(title)).toEqual([]);
  });
});
