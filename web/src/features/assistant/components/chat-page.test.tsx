import type { ChatHistory, ChatMessage } from '@shared/schemas/assistant';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toast-region';
import { anAuthUser } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { type ApiCall, stubApi } from '../../../testing/stub-api';
import { ChatPage } from './chat-page';
// Loaded with this file, so the page's lazy markdown renderer is ready at once instead of loading inside a wait.
import './markdown-text';

vi.mock('../../../lib/navigate', () => import('../../../testing/navigate-stub'));

const user = anAuthUser();

const message = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 'm1',
  role: 'user',
  content: 'Hi',
  createdAt: '2026-11-22T08:00:00.000Z',
  sources: [],
  engine: null,
  actions: [],
  ...over,
});

/** The assistant's proposal waiting for the user's confirmation. */
const proposedTask: ChatMessage['actions'][number] = {
  id: 'act1',
  type: 'create_task',
  summary: 'Create task "Call Acme", high priority',
  status: 'pending',
  expiresAt: '2026-11-23T08:00:00.000Z',
  result: null,
};

let history: ChatHistory;
let calls: ApiCall[];
let sendReply: () => Promise<Response>;

beforeEach(() => {
  history = { items: [], cursor: null };
  sendReply = async () => {
    const body = calls.at(-1)!.body as { content: string };
    return Response.json({
      userMessage: message({ id: 'u-1', content: body.content }),
      assistantMessage: message({
        id: 'a-1',
        role: 'assistant',
        content: '**2 tasks are overdue**',
        engine: 'Built-in assistant',
        sources: [{ tool: 'list_tasks', label: 'Tasks', args: { due: 'overdue' }, summary: '2 of 5 tasks' }],
      }),
    });
  };
  calls = stubApi(async ({ method, url }) => {
    if (url === '/api/chat/messages' && method === 'GET') return Response.json(history);
    if (url === '/api/chat/send') return sendReply();
    if (url.startsWith('/api/chat/actions/')) {
      return Response.json({
        ...proposedTask,
        status: url.endsWith('/confirm') ? 'confirmed' : 'cancelled',
        result: url.endsWith('/confirm') ? { message: 'Created task "Call Acme"', taskId: 't1' } : null,
      });
    }
    return new Response(null, { status: 204 });
  });
});
afterEach(resetApp);

const renderPage = () => renderInApp(<ChatPage />, { signedInAs: user });

const input = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const sends = () => calls.filter((c) => c.url === '/api/chat/send');

describe('ChatPage', () => {
  it('says AI is off instead of offering prompts or an input while the workspace has AI turned off', async () => {
    renderInApp(<ChatPage />, { signedInAs: { ...user, aiEnabled: false } });
    expect((await screen.findByTestId('ai-off-notice')).textContent).toContain(
      'AI features are turned off for this workspace.',
    );
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'How many tasks are overdue?' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Turn AI on in AI settings' })).toBeTruthy();
    // No prompts follow, so the empty state does not invite the user to try one.
    expect(screen.queryByText(/Try one of these/)).toBeNull();
  });

  it('offers the four suggested prompts when empty, and a click sends one', async () => {
    renderPage();
    const prompt = await screen.findByRole('button', { name: 'How many tasks are overdue?' });
    expect(screen.getAllByRole('button', { name: /\?$/ })).toHaveLength(4);
    fireEvent.click(prompt);
    await screen.findByText('2 tasks are overdue');
    expect(sends().map((c) => c.body)).toEqual([{ content: 'How many tasks are overdue?' }]);
    expect(screen.getByText('Built-in assistant')).toBeTruthy();
    // Each message says whose it is.
    expect(screen.getByRole('listitem', { name: 'You' }).textContent).toContain('How many tasks are overdue?');
    expect(screen.getByRole('listitem', { name: 'Assistant' }).textContent).toContain('2 tasks are overdue');
  });

  it('sends on Enter, adds a line on Shift+Enter, never sends whitespace, and keeps focus after sending', async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Which automations failed?' });
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(sends()).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(input(), { target: { value: 'Line one' } });
    const shiftEnter = fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(shiftEnter).toBe(true); // not prevented: the textarea adds the line
    expect(sends()).toHaveLength(0);

    fireEvent.keyDown(input(), { key: 'Enter' });
    await screen.findByText('2 tasks are overdue');
    expect(sends().map((c) => c.body)).toEqual([{ content: 'Line one' }]);
    await waitFor(() => expect(input().value).toBe(''));
    expect(document.activeElement).toBe(input());
  });

  it("shows 'Thinking' while pending and refuses a second send meanwhile", async () => {
    let release: () => void = () => undefined;
    const reply = sendReply;
    sendReply = () => new Promise((resolve) => (release = () => resolve(reply())));
    renderPage();
    await screen.findByRole('button', { name: 'Which automations failed?' });
    fireEvent.change(input(), { target: { value: 'Anything overdue?' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(await screen.findByText('Thinking')).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(sends()).toHaveLength(1);
    release();
    await screen.findByText('2 tasks are overdue');
    expect(screen.queryByText('Thinking')).toBeNull();
  });

  it("shows §8's error toast on failure and keeps what was typed; the plan limit shows its own message", async () => {
    sendReply = async () => new Response('{"message":"boom"}', { status: 500 });
    renderPage();
    await screen.findByRole('button', { name: 'Which automations failed?' });
    fireEvent.change(input(), { target: { value: 'Keep me' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(input().value).toBe('Keep me');

    toaster.remove();
    const limit =
      'Plan limit reached: the Starter plan includes 100 AI messages a month. Upgrade to Pro for unlimited messages.';
    sendReply = async () => new Response(JSON.stringify({ code: 'plan_limit', message: limit }), { status: 402 });
    fireEvent.keyDown(input(), { key: 'Enter' });
    // The toast's title says 'Plan limit reached'; the rest of the server's message goes under it.
    expect(
      await screen.findByText(
        'The Starter plan includes 100 AI messages a month. Upgrade to Pro for unlimited messages.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Plan limit reached')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View plans' })).toBeTruthy();
  });

  it('renders assistant markdown without raw HTML, with collapsible sources and action cards', async () => {
    history = {
      cursor: null,
      items: [
        message({ id: 'u1', content: 'Create a task called Call Acme' }),
        message({
          id: 'a1',
          role: 'assistant',
          engine: 'Built-in assistant',
          content: 'Prepared **this**. <img src=x onerror="alert(1)"> [bad](javascript:alert(1))',
          sources: [
            { tool: 'propose_create_task', label: 'Proposed task', args: { title: 'Call Acme' }, summary: 'ok' },
          ],
          actions: [proposedTask],
        }),
      ],
    };
    renderPage();
    const strong = await screen.findByText('this');
    expect(strong.tagName).toBe('STRONG');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('bad').closest('a')?.getAttribute('href') ?? '').toBe('');

    expect(screen.getByRole('button', { name: /Sources \(1\)/ })).toBeTruthy();
    const card = screen.getByRole('group', { name: 'Proposed action: Create task "Call Acme", high priority' });
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await within(card).findByText('Done')).toBeTruthy();
    expect(within(card).getByText('Created task "Call Acme"')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/chat/actions/act1/confirm')).toBe(true);
    expect(within(card).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it("asks before 'Clear conversation' and clears on confirmation", async () => {
    history = { cursor: null, items: [message({ id: 'u1', content: 'Hello there' })] };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear conversation' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear conversation' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/chat/messages')).toBe(true));
    expect(await screen.findByRole('button', { name: 'How many tasks are overdue?' })).toBeTruthy();
    // The question closes by itself once the server has answered.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  describe('scrolling', () => {
    // jsdom lays nothing out: the conversation is 1,000 px of content in a 300 px view, scrolled where a test says.
    let scrolledTo: number[];
    let scrollTop: number;
    beforeEach(() => {
      scrolledTo = [];
      scrollTop = 0;
      const isConversation = (el: Element) => el.getAttribute('aria-label') === 'Conversation';
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return isConversation(this) ? 1000 : 0;
      });
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return isConversation(this) ? 300 : 0;
      });
      vi.spyOn(HTMLElement.prototype, 'scrollTop', 'get').mockImplementation(function (this: HTMLElement) {
        return isConversation(this) ? scrollTop : 0;
      });
      Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
        if (isConversation(this) && typeof options === 'object') {
          scrollTop = (options.top ?? 0) - 300;
          scrolledTo.push(options.top ?? 0);
        }
      } as Element['scrollTo'];
    });
    afterEach(() => {
      vi.restoreAllMocks();
      delete (Element.prototype as Partial<Element>).scrollTo;
    });

    const longHistory = (): ChatHistory => ({
      cursor: null,
      items: Array.from({ length: 12 }, (_, i) =>
        message({ id: `m${i}`, role: i % 2 ? 'assistant' : 'user', content: `Message number ${i}` }),
      ),
    });

    it('opens at the newest message', async () => {
      history = longHistory();
      renderPage();
      await screen.findByText('Message number 11');
      await waitFor(() => expect(scrolledTo.at(-1)).toBe(1000));
    });

    it('follows an answer as it arrives, unless the user scrolled up to read', async () => {
      history = longHistory();
      let release: () => void = () => undefined;
      const reply = sendReply;
      sendReply = () => new Promise((resolve) => (release = () => resolve(reply())));
      renderPage();
      await screen.findByText('Message number 11');

      // At the bottom: the question and the answer keep the view there.
      fireEvent.change(input(), { target: { value: 'Anything overdue?' } });
      fireEvent.keyDown(input(), { key: 'Enter' });
      await screen.findByText('Thinking');
      release();
      await screen.findByText('2 tasks are overdue');
      await waitFor(() => expect(scrolledTo.at(-1)).toBe(1000));

      // Scrolled up to read an older message while the next answer is pending: the view stays put.
      sendReply = () => new Promise((resolve) => (release = () => resolve(reply())));
      fireEvent.change(input(), { target: { value: 'And tomorrow?' } });
      fireEvent.keyDown(input(), { key: 'Enter' });
      await screen.findByText('Thinking');
      const box = screen.getByLabelText('Conversation');
      scrollTop = 100;
      fireEvent.scroll(box);
      const before = scrolledTo.length;
      release();
      await waitFor(() => expect(screen.queryByText('Thinking')).toBeNull());
      expect(scrolledTo.length).toBe(before);

      // Back at the bottom, it follows again.
      scrollTop = 700;
      fireEvent.scroll(box);
      fireEvent.change(input(), { target: { value: 'Thanks' } });
      sendReply = reply;
      fireEvent.keyDown(input(), { key: 'Enter' });
      await waitFor(() => expect(scrolledTo.length).toBeGreaterThan(before));
    });
  });
});

describe('ChatPage by role', () => {
  const pendingAction = () => {
    history = {
      cursor: null,
      items: [
        message({
          id: 'a1',
          role: 'assistant',
          content: 'Shall I?',
          actions: [proposedTask],
        }),
      ],
    };
  };
  const card = () => screen.findByRole('group', { name: 'Proposed action: Create task "Call Acme", high priority' });

  it('shows a viewer no Confirm on a proposed action, and why', async () => {
    pendingAction();
    renderInApp(<ChatPage />, { signedInAs: anAuthUser({ role: 'viewer' }) });
    const proposed = await card();
    expect(within(proposed).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(proposed).getByText('Your role cannot make changes through the assistant.')).toBeTruthy();
  });

  it.each(['owner', 'member'] as const)('shows a %s Confirm on a proposed action', async (role) => {
    pendingAction();
    renderInApp(<ChatPage />, { signedInAs: anAuthUser({ role }) });
    expect(within(await card()).getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });
});
