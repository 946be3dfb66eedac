import { useEffect } from 'react';
import { useRouteMutation } from '../../../lib/route-mutation';

let sent = false;

/**
 * The browser's time zone, sent once: while the workspace has none (its figures are in UTC), the first dashboard
 * view stores the browser's, and the figures are read again in it (the route's effects). A failure is left alone:
 * the figures stay in UTC, which the dashboard says, and the next visit tries again.
 */
export function useSendTimeZoneOnce(timeZoneSaved: boolean | undefined) {
  const { mutate } = useRouteMutation('setWorkspaceTimeZone', {
    onError: () => {
      sent = false;
    },
  });
  useEffect(() => {
    if (timeZoneSaved !== false || sent) return;
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!timeZone) return;
    sent = true;
    mutate({ body: { timeZone } });
  }, [timeZoneSaved, mutate]);
}
