import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../lib/mutation-toasts';
import { invalidateRouteEffects } from '../../../lib/route-mutation';
import { serverMessage } from '../../../lib/server-message';
import { connectPlaid, verifyBankLink } from '../api/bank-links';
import { openBankPopup } from '../utils/bank-link-popup';

/**
 * Linking a bank, verified (spec §4's popup, without its 5-second guess): the click opens the 500×700 popup at once
 * (so browsers allow it), the server answers Plaid's Hosted Link URL, and the screen asks the server every
 * `POLL_MS` whether the user finished; only when the server has exchanged the token and read the accounts does it
 * say 'Bank Connected Successfully' and close the popup. Without Plaid keys the server's message is shown as
 * information, not as an error.
 */
export type BankLinkFlow =
  | { step: 'idle' }
  | { step: 'starting' }
  | { step: 'not-configured'; message: string }
  | { step: 'waiting'; linkId: string; linkUrl: string; blocked: boolean }
  | { step: 'ended'; title: string; message: string };

export const POLL_MS = 2_000;
/**
 * Set for the browser tab once the server said it has no Plaid keys: the Connect button is then no longer the
 * page's primary action (the Demo Bank and statements are), on this visit and the next ones.
 */
const NOT_CONFIGURED_KEY = 'bizpilot.bankLinking.notConfigured';

function rememberedNotConfigured(): boolean {
  try {
    return sessionStorage.getItem(NOT_CONFIGURED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberNotConfigured(): void {
  try {
    sessionStorage.setItem(NOT_CONFIGURED_KEY, '1');
  } catch {
    // Storage refused (a private window's quota): this visit still knows from its flow.
  }
}
/** Checks after the popup was closed before the link counts as abandoned (Plaid may still be saving it). */
const CLOSED_GRACE_CHECKS = 2;

export function useBankLinkFlow() {
  const queryClient = useQueryClient();
  const [flow, setFlow] = useState<BankLinkFlow>({ step: 'idle' });
  const popup = useRef<Window | null>(null);

  const closePopup = useCallback(() => {
    popup.current?.close();
    popup.current = null;
  }, []);

  /** Spec §8's failure toast; the popup goes and the screen is back where it started. */
  const fail = useCallback(
    (error: unknown) => {
      closePopup();
      setFlow({ step: 'idle' });
      notifyFailure(
        error,
        serverMessage(error) ?? 'Unable to connect to banking service. Please try again.',
        'Connection Failed',
      );
    },
    [closePopup],
  );

  const start = useCallback(async () => {
    popup.current = openBankPopup('about:blank');
    setFlow({ step: 'starting' });
    try {
      const answer = await connectPlaid();
      if (answer.linkUrl && answer.linkId) {
        if (popup.current) popup.current.location.href = answer.linkUrl;
        setFlow({ step: 'waiting', linkId: answer.linkId, linkUrl: answer.linkUrl, blocked: !popup.current });
        return;
      }
      closePopup();
      rememberNotConfigured();
      setFlow({ step: 'not-configured', message: answer.message ?? 'Bank linking is not available.' });
    } catch (error) {
      fail(error);
    }
  }, [closePopup, fail]);

  const cancel = useCallback(() => {
    closePopup();
    setFlow({ step: 'idle' });
  }, [closePopup]);

  const waitingFor = flow.step === 'waiting' ? flow.linkId : null;
  useEffect(() => {
    if (!waitingFor) return;
    const abort = new AbortController();
    let closedChecks = 0;
    let timer: ReturnType<typeof setTimeout>;
    const check = async () => {
      try {
        const status = await verifyBankLink(waitingFor, abort.signal);
        if (abort.signal.aborted) return;
        if (status.status === 'connected') {
          closePopup();
          setFlow({ step: 'idle' });
          notifySuccess('Bank Connected Successfully', status.message);
          await invalidateRouteEffects(queryClient, 'verifyBankLink');
          return;
        }
        if (status.status !== 'pending') {
          closePopup();
          setFlow({ step: 'ended', title: 'No bank was linked', message: status.message });
          return;
        }
        if (popup.current?.closed && ++closedChecks > CLOSED_GRACE_CHECKS) {
          popup.current = null;
          setFlow({
            step: 'ended',
            title: 'No bank was linked',
            message: 'The Plaid window was closed before a bank was linked. Connect Bank starts again.',
          });
          return;
        }
      } catch (error) {
        if (!abort.signal.aborted) fail(error);
        return;
      }
      timer = setTimeout(check, POLL_MS);
    };
    timer = setTimeout(check, POLL_MS);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [waitingFor, closePopup, fail, queryClient]);

  // Leaving the page ends the flow: the popup would otherwise outlive the screen that watches it.
  useEffect(() => closePopup, [closePopup]);

  const configured = flow.step !== 'not-configured' && !rememberedNotConfigured();
  return { flow, start, cancel, configured };
}
