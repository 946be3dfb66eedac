import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callRoute } from '../../../lib/api-route';
import { kpiQueryKey } from './kpi-range-query';

let sent = false;

/**
 * The browser's time zone, sent once: while the workspace has none (its figures are in UTC), the first dashboard
 * view stores the browser's, and the figures are read again in it. A failure is left alone: the figures stay in
 * UTC, which the dashboard says, and the next visit tries again.
 */
export function useSendTimeZoneOnce(timeZoneSaved: boolean | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (timeZoneSaved !== false || sent) return;
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!timeZone) return;
    sent = true;
    callRoute('setWorkspaceTimeZone', { body: { timeZone } }).then(
      () => queryClient.invalidateQueries({ queryKey: kpiQueryKey }),
      () => {
        sent = false;
      },
    );
  }, [timeZoneSaved, queryClient]);
}
