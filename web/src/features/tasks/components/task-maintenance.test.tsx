import type { Employee } from '@shared/schemas/employee';
import type { TaskView } from '@shared/schemas/task';
import { calendarDayIn } from '@shared/tasks/task-due';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeFields } from '../../../testing/change-fields';
import { anEmployee, anEmployeePage, aTask, aTaskPage } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { type ApiCall, failure, stubApi } from '../../../testing/stub-api';
import { submitRefused } from '../../../testing/submit-refused';
import { TasksPage } from './tasks-page';

/** The ISO due date the web sends for the day `offset` days from `day` (its midnight UTC). */
const dueOn = (day: string, offset: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + offset * 86_400_000).toISOString();
const todayUtc = () => calendarDayIn(new Date(), 'UTC');

let calls: ApiCall[];
let tasks: TaskView[];
let employees: Employee[];
let timeZone: string;
/** Set to hold the next PATCH's answer until the test lets it go (to see the card before the server agrees). */
let holdPatch: Promise<void> | undefined;
let failWith: number | undefined;

beforeEach(() => {
  failWith = undefined;
  holdPatch = undefined;
  timeZone = 'UTC';
  tasks = [
    aTask({ id: 't1', title: 'Call Acme', description: 'About the renewal', dueDate: '2030-06-01T00:00:00.000Z' }),
    aTask({ id: 't0', title: 'Done thing', status: 'completed', assigneeEmployeeId: 'e1' }),
  ];
  employees = [
    anEmployee({ id: 'e1', firstName: 'Maya', lastName: 'Chen' }),
    anEmployee({ id: 'e2', firstName: 'Omar', lastName: 'Haddad', email: 'omar@example.com', employeeId: 'EMP-2' }),
  ];
  calls = stubApi({
    listTasks: ({ call }) => aTaskPage(tasks, call.url, { e1: 'Maya Chen' }, timeZone),
    listEmployees: ({ call }) => anEmployeePage(employees, call.url),
    updateTask: async ({ params, body }) => {
      await holdPatch;
      if (failWith) return failure(failWith, 'nope');
      const updated = { ...tasks.find((t) => t.id === params.id)!, ...body } as TaskView;
      tasks = tasks.map((t) => (t.id === params.id ? updated : t));
      return updated;
    },
  });
});
afterEach(resetApp);

function renderPage() {
  renderInApp(<TasksPage onFindTeamMember={vi.fn()} />);
}
/** A task's card, found whether or not a dialog hides the page from assistive technology meanwhile. */
const cardOf = (title: string) => {
  const card = screen.getAllByTestId('task-card').find((c) => c.getAttribute('aria-label') === title);
  if (!card) throw new Error(`No card titled ${title}`);
  return card;
};
const patches = () => calls.filter((c) => c.method === 'PATCH');
const listUrls = () => calls.filter((c) => c.routeId === 'listTasks').map((c) => c.url);

describe('Tasks you can maintain', () => {
  it('edits a task from its title: the card changes at once, then the Task updated toast', async () => {
    let release!: () => void;
    holdPatch = new Promise((resolve) => {
      release = resolve;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Call Acme' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/Title/) as HTMLInputElement).value).toBe('Call Acme');
    expect((within(dialog).getByLabelText('Due date') as HTMLInputElement).value).toBe('2030-06-01');

    changeFields(dialog, { Title: '  Call Acme back ', Description: '', Priority: 'high', 'Due date': '' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    // Shown before the server has answered (behind the dialog, still open until it does).
    await waitFor(() => expect(cardOf('Call Acme back')).toBeTruthy());
    expect(within(cardOf('Call Acme back')).getByText('High priority')).toBeTruthy();
    expect(within(cardOf('Call Acme back')).queryByText(/^Due /)).toBeNull();
    expect(screen.queryByText('Task updated')).toBeNull();
    release();
    await screen.findByText('Task updated');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches()[0]).toMatchObject({
      url: '/api/tasks/t1',
      body: { title: 'Call Acme back', description: null, priority: 'high', dueDate: null },
    });
  });

  it("takes the edit back with 'Error: Failed to update task.' when the server refuses, keeping what was typed", async () => {
    failWith = 500;
    renderPage();
    await screen.findByText('Call Acme');
    fireEvent.click(screen.getByRole('button', { name: 'Edit task Call Acme' }));
    const dialog = await screen.findByRole('dialog');
    changeFields(dialog, { Title: 'Renamed', 'Due date': '2031-01-02' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Failed to update task.');
    expect(screen.getByText('Error')).toBeTruthy();
    await waitFor(() => expect(cardOf('Call Acme')).toBeTruthy());
    expect(within(cardOf('Call Acme')).getByText('Due Jun 01, 2030')).toBeTruthy();
    expect((within(screen.getByRole('dialog')).getByLabelText(/Title/) as HTMLInputElement).value).toBe('Renamed');
  });

  it('keeps the status button focusable while its change is sent, and a second press waits for the first', async () => {
    let release!: () => void;
    holdPatch = new Promise((resolve) => {
      release = resolve;
    });
    renderPage();
    const button = await within(await waitFor(() => cardOf('Call Acme'))).findByRole('button', {
      name: 'Status: Pending. Mark as In Progress',
    });
    button.focus();
    fireEvent.click(button);
    const busy = await within(cardOf('Call Acme')).findByRole('button', { name: /^Status: In Progress/ });
    // `disabled` would drop the keyboard's focus to the page in a browser (jsdom keeps it): busy is aria-disabled.
    expect(busy.hasAttribute('disabled')).toBe(false);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    release();
    await screen.findByText('Task updated');
    expect(patches()).toHaveLength(1);
  });

  it('gives focus back to the button that opened the edit dialog when it closes', async () => {
    renderPage();
    const edit = await screen.findByRole('button', { name: 'Edit task Call Acme' });
    edit.focus();
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it("refuses a blank title with 'Validation error: Task title is required' and sends nothing", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit task Call Acme' }));
    const dialog = await screen.findByRole('dialog');
    changeFields(dialog, { Title: '   ' });
    await submitRefused(dialog, 'Save Changes', 'Validation error: Task title is required');
    expect(patches()).toEqual([]);
  });

  it('assigns directly from a searchable list of the team, naming the assignee at once', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign task Call Acme' }));
    const picker = await screen.findByRole('dialog', { name: 'Assign Task' });
    await within(picker).findByRole('button', { name: 'Assign to Omar Haddad' });
    fireEvent.change(within(picker).getByLabelText('Search employees'), { target: { value: 'oma' } });
    await waitFor(() => expect(within(picker).queryByRole('button', { name: 'Assign to Maya Chen' })).toBeNull());
    expect(calls.some((c) => c.routeId === 'listEmployees' && c.url.includes('search=oma'))).toBe(true);
    fireEvent.click(within(picker).getByRole('button', { name: 'Assign to Omar Haddad' }));
    await waitFor(() => expect(within(cardOf('Call Acme')).getByText('Assigned to Omar Haddad')).toBeTruthy());
    await screen.findByText('Task Assigned');
    expect(patches()[0]).toMatchObject({ url: '/api/tasks/t1', body: { assigneeEmployeeId: 'e2' } });
  });

  it('unassigns: the assignee leaves the card, with the Task updated toast', async () => {
    renderPage();
    await screen.findByText('Assigned to Maya Chen');
    fireEvent.click(screen.getByRole('button', { name: 'Unassign task Done thing' }));
    await waitFor(() => expect(screen.queryByText('Assigned to Maya Chen')).toBeNull());
    await screen.findByText('Task updated');
    expect(patches()[0]).toMatchObject({ url: '/api/tasks/t0', body: { assigneeEmployeeId: null } });
    expect(screen.queryByRole('button', { name: 'Unassign task Done thing' })).toBeNull();
  });

  it("shows 'Overdue' with the days past due, 'Due soon' within two days, and nothing once completed", async () => {
    const today = todayUtc();
    tasks = [
      aTask({ id: 'a', title: 'Late', dueDate: dueOn(today, -3), overdue: true }),
      aTask({ id: 'b', title: 'Soon', dueDate: dueOn(today, 2) }),
      aTask({ id: 'c', title: 'Later', dueDate: dueOn(today, 3) }),
      aTask({ id: 'd', title: 'Late but done', dueDate: dueOn(today, -3), status: 'completed' }),
    ];
    renderPage();
    await within(await screen.findByRole('listitem', { name: 'Late' })).findByText('Overdue by 3 days');
    expect(within(cardOf('Soon')).getByText('Due soon')).toBeTruthy();
    expect(within(cardOf('Later')).queryByTestId('task-due-badge')).toBeNull();
    expect(within(cardOf('Late but done')).queryByTestId('task-due-badge')).toBeNull();
  });

  it("counts the days in the workspace's time zone the page names", async () => {
    // Kiritimati is a day or two ahead of Etc/GMT+12: its yesterday is not yet past there.
    const dueDate = dueOn(calendarDayIn(new Date(), 'Pacific/Kiritimati'), -1);
    tasks = [aTask({ id: 'z', title: 'Zoned', dueDate })];
    timeZone = 'Pacific/Kiritimati';
    renderPage();
    await within(await screen.findByRole('listitem', { name: 'Zoned' })).findByText('Overdue by 1 day');
    resetApp();
    calls = stubApi({ listTasks: ({ call }) => aTaskPage(tasks, call.url, {}, 'Etc/GMT+12') });
    renderPage();
    await screen.findByRole('listitem', { name: 'Zoned' });
    expect(screen.queryByText(/Overdue by/)).toBeNull();
  });

  it('asks the server for the overdue tasks, a search and an order (status first by default)', async () => {
    renderPage();
    await screen.findByText('Call Acme');
    expect(listUrls()).toEqual(['/api/tasks?sort=status']);

    fireEvent.click(screen.getByRole('button', { name: 'Overdue' }));
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/tasks?overdue=true&sort=status'));
    expect(screen.getByRole('button', { name: 'Overdue' }).getAttribute('aria-pressed')).toBe('true');
    // The second task is not overdue on screen either while the server answers.
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Call Acme' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Overdue' }));

    fireEvent.change(screen.getByLabelText('Search tasks'), { target: { value: ' acme ' } });
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/tasks?q=acme&sort=status'));

    fireEvent.change(screen.getByLabelText('Sort tasks by'), { target: { value: 'due' } });
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/tasks?q=acme&sort=due'));
  });

  it('says so when nothing matches the search', async () => {
    calls = stubApi({
      listTasks: ({ query, call }) => aTaskPage(query.get('q') ? [] : tasks, call.url),
    });
    renderPage();
    await screen.findByText('Call Acme');
    fireEvent.change(screen.getByLabelText('Search tasks'), { target: { value: 'zebra' } });
    await screen.findByText('No tasks match “zebra”');
  });
});
