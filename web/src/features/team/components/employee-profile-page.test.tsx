import { type CompetencyKey, competencyKeys, defaultCompetencyScores } from '@shared/catalog/competencies';
import type { EmployeeDetail } from '@shared/schemas/employee';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { anAuthUser, anEmployee } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { navigate } from '../../../testing/router-stub';
import { EmployeeProfilePage } from './employee-profile-page';

vi.mock('@tanstack/react-router', () => import('../../../testing/router-stub'));

let employee: EmployeeDetail;
let requests: { method: string; url: string; body: any }[];
let failWith: { status: number; message: string } | undefined;

beforeEach(() => {
  requests = [];
  failWith = undefined;
  navigate.mockReset();
  employee = {
    ...anEmployee({
      employeeId: 'EMP-001',
      phone: '555-0100',
      hireDate: '2024-03-01',
      employmentType: 'part-time',
      salary: 120000,
      skills: ['TypeScript'],
      performanceScore: 88,
    }),
    notes: [],
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, url, body });
    if (method !== 'GET' && failWith)
      return new Response(JSON.stringify({ message: failWith.message }), { status: failWith.status });
    const noteId = /\/notes\/([^/]+)$/.exec(url)?.[1];
    if (noteId && method === 'DELETE') employee = { ...employee, notes: employee.notes.filter((n) => n.id !== noteId) };
    if (method === 'DELETE') return new Response(null, { status: 204 });
    if (noteId && method === 'PATCH') {
      employee = { ...employee, notes: employee.notes.map((n) => (n.id === noteId ? { ...n, ...body } : n)) };
      return Response.json(employee.notes.find((n) => n.id === noteId));
    }
    if (url === '/api/ai/insights/e1') return new Response('null', { headers: { 'content-type': 'application/json' } });
    if (method === 'GET') return Response.json(employee);
    if (method === 'PUT') {
      employee = { ...employee, competencies: { ...body } };
      return Response.json(employee);
    }
    if (method === 'PATCH') {
      employee = { ...employee, ...body };
      return Response.json(employee);
    }
    const note = {
      id: 'n1',
      employeeId: 'e1',
      ...body,
      followUpCompleted: false,
      visibleToEmployee: true,
      authorUserId: 'u1',
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    employee = { ...employee, notes: [note] };
    return Response.json(note, { status: 201 });
  });
});
afterEach(resetApp);
// What loads on first use (the edit form, the tabs behind a click); loaded here, a wait for it is not a wait for
// its transform on a busy machine.
beforeAll(() =>
  Promise.all([import('./edit-profile-form'), import('./competencies-tab'), import('./manager-notes-tab')]),
);

const renderProfile = () => renderInApp(<EmployeeProfilePage id="e1" />, { signedInAs: anAuthUser() });

/** Opens the profile and its 'Edit Profile' dialog; answers the dialog. */
async function openEditProfile() {
  renderProfile();
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Employee Profile' });
  await within(dialog).findByLabelText(/First Name/); // the form, loaded on first open
  return dialog;
}

describe('EmployeeProfilePage', () => {
  it('shows the header and the Overview and Compensation tabs', async () => {
    employee = { ...employee, hourlyRate: 24.5 };
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Maya Chen' });
    expect(screen.getByRole('link', { name: 'Back to Team' }).getAttribute('href')).toBe('/team');
    expect(screen.getByText('ID: EMP-001')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Mar 01, 2024')).toBeTruthy();
    expect(screen.getByText('part time')).toBeTruthy();
    expect(screen.getByText('Last Review Score: 88%')).toBeTruthy();
    expect(screen.getByText('TypeScript')).toBeTruthy();
    expect(screen.queryByText('Certifications')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Compensation' }));
    expect(await screen.findByText('$120,000')).toBeTruthy();
    expect(screen.getByText('$24.50/hour')).toBeTruthy();
  });

  it('says a 50% overall score is the default of an employee never assessed, and opens the assessment from there', async () => {
    employee = { ...employee, assessedAt: null };
    renderProfile();
    await screen.findByText('Not assessed yet: each competency counts as 50% until it is rated.');
    fireEvent.click(screen.getByRole('button', { name: 'Rate competencies' }));
    await screen.findByRole('button', { name: 'Edit Assessment' });
    expect(screen.getByRole('tab', { name: 'Competencies' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the not-assessed note without the rating button to a member, and no note once assessed', async () => {
    employee = { ...employee, assessedAt: null };
    const view = renderInApp(<EmployeeProfilePage id="e1" />, { signedInAs: anAuthUser({ role: 'member' }) });
    await screen.findByText('Not assessed yet: each competency counts as 50% until it is rated.');
    expect(screen.queryByRole('button', { name: 'Rate competencies' })).toBeNull();
    view.unmount();
    employee = { ...employee, assessedAt: '2026-06-01T00:00:00.000Z' };
    renderProfile();
    await screen.findByText('Last Review Score: 88%');
    expect(screen.queryByText(/Not assessed yet/)).toBeNull();
  });

  it('edits the assessment: ten sliders (step 5), Cancel discards, Save sends the ten scores and notes', async () => {
    renderProfile();
    fireEvent.click(await screen.findByRole('tab', { name: 'Competencies' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Assessment' }));
    // Moving the sliders by keyboard is covered in the browser (e2e); here the form's wiring.
    const sliders = screen.getAllByRole('slider', { hidden: true });
    expect(sliders).toHaveLength(10);
    expect(sliders.map((s) => s.getAttribute('aria-valuenow'))).toEqual(Array(10).fill('50'));
    fireEvent.change(screen.getByLabelText('Assessment Notes'), { target: { value: 'Draft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Assessment' }));
    expect((screen.getByLabelText('Assessment Notes') as HTMLTextAreaElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Assessment Notes'), { target: { value: 'Solid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Competencies updated successfully');
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('/api/employees/e1/competencies');
    expect(put.body).toEqual({ ...defaultCompetencyScores(), notes: 'Solid' });
    await screen.findByRole('button', { name: 'Edit Assessment' });
    expect(screen.getByText('Solid')).toBeTruthy();
  });

  it('shows the scores it will save when editing, though the sliders step by 5 (74 stays 74, not 75)', async () => {
    employee = {
      ...employee,
      competencies: { ...defaultCompetencyScores(), leadership: 74, technicalSkills: 94, notes: null },
    };
    renderProfile();
    fireEvent.click(await screen.findByRole('tab', { name: 'Competencies' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Assessment' }));
    // The ten sliders in the catalogue's order: Leadership, Communication, Technical Skills, ...
    const shown = (key: CompetencyKey) => {
      const slider = screen.getAllByRole('slider', { hidden: true })[competencyKeys.indexOf(key)]!;
      const row = slider.closest('[data-part="root"]')!;
      return {
        text: row.querySelector('[data-part="value-text"]')?.textContent,
        spoken: slider.getAttribute('aria-valuetext'),
      };
    };
    expect(shown('leadership')).toEqual({ text: '74', spoken: '74' });
    expect(shown('technicalSkills')).toEqual({ text: '94', spoken: '94' });
    expect(shown('creativity')).toEqual({ text: '50', spoken: '50' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Competencies updated successfully');
    expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({ leadership: 74, technicalSkills: 94 });
  });

  it('adds a note; the Follow-up Date appears only when Requires Follow-up is checked', async () => {
    renderProfile();
    fireEvent.click(await screen.findByRole('tab', { name: 'Manager Notes' }));
    await screen.findByText('No manager notes yet');
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Manager Note' });
    expect(
      within(dialog)
        .getByLabelText(/Content/)
        .getAttribute('rows'),
    ).toBe('4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    expect(within(dialog).getByText('Subject is required')).toBeTruthy();
    expect(within(dialog).getByText('Content is required')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Follow-up Date')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Requires Follow-up'));
    fireEvent.change(await within(dialog).findByLabelText('Follow-up Date'), { target: { value: '2026-12-01' } });
    fireEvent.change(within(dialog).getByLabelText(/Subject/), { target: { value: 'Review' } });
    fireEvent.change(within(dialog).getByLabelText(/Content/), { target: { value: 'Went well' } });
    fireEvent.click(within(dialog).getByLabelText('Confidential'));
    await waitFor(() => expect((within(dialog).getByLabelText('Confidential') as HTMLInputElement).checked).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    await screen.findByText('Note added successfully');
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      noteType: 'general',
      subject: 'Review',
      content: 'Went well',
      requiresFollowUp: true,
      followUpDate: '2026-12-01',
      isConfidential: true,
    });
    await screen.findByText('Follow-up Required');
    // The dialog's own 'Confidential' box stays in the page until its closing animation ends.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Manager Note' })).toBeNull());
    expect(screen.getByText('Confidential')).toBeTruthy();
    // US dates (spec §9), never the stored ISO form.
    expect(screen.getByText('Follow-up: Dec 01, 2026')).toBeTruthy();
    expect(screen.getByText('Nov 20, 2026')).toBeTruthy();
  });

  it('marks a note’s follow-up done, and deletes a note only after confirmation', async () => {
    employee.notes = [
      {
        id: 'n1',
        employeeId: 'e1',
        noteType: 'performance',
        subject: 'Quarterly check-in',
        content: 'Discuss promotion path',
        requiresFollowUp: true,
        followUpDate: '2026-12-15',
        followUpCompleted: false,
        isConfidential: false,
        visibleToEmployee: true,
        authorUserId: 'u1',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ];
    renderProfile();
    fireEvent.click(await screen.findByRole('tab', { name: 'Manager Notes' }));
    await screen.findByText('Follow-up Required');
    fireEvent.click(screen.getByRole('button', { name: 'Mark follow-up done: Quarterly check-in' }));
    await screen.findByText('Completed');
    expect(screen.queryByText('Follow-up Required')).toBeNull();
    expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
      url: '/api/employees/e1/notes/n1',
      body: { followUpCompleted: true },
    });
    await screen.findByRole('button', { name: 'Reopen follow-up: Quarterly check-in' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete note: Quarterly check-in' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this note?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete note' }));
    await screen.findByText('No manager notes yet');
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/employees/e1/notes/n1');
  });

  it('starts a new note from scratch after Cancel', async () => {
    renderProfile();
    fireEvent.click(await screen.findByRole('tab', { name: 'Manager Notes' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Note' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Manager Note' });
    fireEvent.change(within(dialog).getByLabelText(/Subject/), { target: { value: 'Draft' } });
    fireEvent.click(within(dialog).getByLabelText('Requires Follow-up'));
    await within(dialog).findByLabelText('Follow-up Date');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Manager Note' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Manager Note' });
    expect((within(dialog).getByLabelText(/Subject/) as HTMLInputElement).value).toBe('');
    expect(within(dialog).queryByLabelText('Follow-up Date')).toBeNull();
  });

  it('deletes the employee after confirmation and returns to the team with a success toast', async () => {
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete employee' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete employee?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Maya Chen was deleted');
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/employees/e1');
    expect(navigate).toHaveBeenCalledWith({ to: '/team' });
  });

  it("keeps the profile and shows the server's message when deleting fails", async () => {
    failWith = { status: 500, message: 'The employee could not be deleted' };
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete employee' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete employee?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('The employee could not be deleted');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeTruthy();
  });

  it('edits the profile: comma-separated skills, empty salary becomes null', async () => {
    const dialog = await openEditProfile();
    expect(within(dialog).getByLabelText('Address').getAttribute('rows')).toBe('2');
    expect(within(dialog).getByText('Leave empty if paid hourly')).toBeTruthy();
    expect(within(dialog).getByText('Leave empty if salaried')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Skills'), { target: { value: ' Go , , SQL ' } });
    fireEvent.change(within(dialog).getByLabelText('Annual Salary'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'bad' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Please enter a valid email')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'maya@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Employee profile updated successfully');
    expect(requests.find((r) => r.method === 'PATCH')!.body).toMatchObject({
      skills: ['Go', 'SQL'],
      salary: null,
      hourlyRate: null,
    });
  });

  it('edits the profile with a money amount typed as people write it', async () => {
    const dialog = await openEditProfile();
    fireEvent.change(within(dialog).getByLabelText('Annual Salary'), { target: { value: '$58,000.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Employee profile updated successfully');
    expect(requests.find((r) => r.method === 'PATCH')!.body).toMatchObject({ salary: 58000.5 });
  });

  it('shows the server’s 409 message when the edit would duplicate an employee ID', async () => {
    failWith = { status: 409, message: 'An employee with this employee ID already exists' };
    const dialog = await openEditProfile();
    fireEvent.change(within(dialog).getByLabelText('Employee ID'), { target: { value: 'EMP-002' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('An employee with this employee ID already exists');
    expect(screen.getByRole('dialog', { name: 'Edit Employee Profile' })).toBeTruthy();
  });
});

describe('EmployeeProfilePage by role', () => {
  const actions = ['Edit Profile', 'Delete employee'];

  it.each(['member', 'viewer'] as const)(
    'shows a %s no edit, delete, note, assessment or analysis button',
    async (role) => {
      renderInApp(<EmployeeProfilePage id="e1" />, { signedInAs: anAuthUser({ role }) });
      await screen.findByRole('heading', { level: 1, name: 'Maya Chen' });
      await screen.findByText('No AI analysis available yet');
      for (const name of [...actions, 'Analyze Employee']) expect(screen.queryByRole('button', { name })).toBeNull();
      fireEvent.click(screen.getByRole('tab', { name: 'Competencies' }));
      await screen.findByRole('list', { name: 'Competency scores' });
      expect(screen.queryByRole('button', { name: 'Edit Assessment' })).toBeNull();
      fireEvent.click(screen.getByRole('tab', { name: 'Manager Notes' }));
      await screen.findByText('No manager notes yet');
      expect(screen.queryByRole('button', { name: 'Add Note' })).toBeNull();
    },
  );

  it.each(['owner', 'manager'] as const)('shows a %s every one of them', async (role) => {
    renderInApp(<EmployeeProfilePage id="e1" />, { signedInAs: anAuthUser({ role }) });
    await screen.findByRole('heading', { level: 1, name: 'Maya Chen' });
    for (const name of [...actions, 'Analyze Employee'])
      expect(await screen.findByRole('button', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Competencies' }));
    expect(await screen.findByRole('button', { name: 'Edit Assessment' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Manager Notes' }));
    expect(await screen.findByRole('button', { name: 'Add Note' })).toBeTruthy();
  });
});
