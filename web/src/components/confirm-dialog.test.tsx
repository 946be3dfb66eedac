import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, resetApp } from '../testing/render-in-app';
import { ConfirmedAction } from './confirm-dialog';

afterEach(resetApp);

/** A mutation the test answers by hand: it records what it was given, then succeeds or fails when told. */
function answeredByHand() {
  let answer: { onSuccess?: () => void; onSettled?: () => void } = {};
  const given: string[] = [];
  return {
    given,
    isPending: false,
    mutate: (id: string, options: typeof answer) => {
      given.push(id);
      answer = options;
    },
    succeed: () =>
      act(() => {
        answer.onSuccess?.();
        answer.onSettled?.();
      }),
    fail: () => act(() => answer.onSettled?.()),
  };
}

const renderRevoke = (revoke: ReturnType<typeof answeredByHand>, keepOpenOnFailure: boolean) =>
  renderInApp(
    <ConfirmedAction
      trigger={(ask) => (
        <button type="button" onClick={ask}>
          Revoke
        </button>
      )}
      title="Revoke the key?"
      description="Scripts using it are refused."
      confirmLabel="Revoke key"
      mutation={revoke}
      variables="k1"
      keepOpenOnFailure={keepOpenOnFailure}
    />,
  );

/** Asks, confirms, and gives back the question. */
async function confirmRevoke(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
  const question = await screen.findByRole('alertdialog', { name: 'Revoke the key?' });
  fireEvent.click(within(question).getByRole('button', { name: 'Revoke key' }));
  return question;
}

describe('ConfirmedAction', () => {
  it.each([false, true])(
    'runs the action on its variables only once confirmed, then closes (keepOpenOnFailure %s)',
    async (keepOpenOnFailure) => {
      const revoke = answeredByHand();
      renderRevoke(revoke, keepOpenOnFailure);
      expect(revoke.given).toEqual([]);
      await confirmRevoke();
      expect(revoke.given).toEqual(['k1']);
      revoke.succeed();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    },
  );

  it('closes when the action fails, unless told to keep asking', async () => {
    const revoke = answeredByHand();
    renderRevoke(revoke, false);
    await confirmRevoke();
    revoke.fail();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    resetApp();

    const retried = answeredByHand();
    renderRevoke(retried, true);
    const question = await confirmRevoke();
    retried.fail();
    expect(screen.getByRole('alertdialog')).toBe(question);
    expect(question.dataset.state).toBe('open');
  });
});
