import { Alert } from '@chakra-ui/react';
import { onlineManager, type Query, type QueryCache, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useBrandName } from '../../lib/branding';

/** A request that got no answer at all (no server, no network), as opposed to an answer that was an error. */
function isNoAnswer(error: unknown): boolean {
  return error instanceof TypeError && !(error instanceof ApiError);
}

/** A screen shows data it read before, and its latest read got no answer. */
function showsStaleData(query: Query): boolean {
  const { data, error, errorUpdatedAt, dataUpdatedAt } = query.state;
  return data !== undefined && isNoAnswer(error) && errorUpdatedAt >= dataUpdatedAt;
}

function anyStale(cache: QueryCache): boolean {
  return cache.getAll().some(showsStaleData);
}

/**
 * Above every screen while the server cannot be reached and the screens show what they loaded before: so cached
 * figures are not taken for current ones (issue 28 §7). It goes as soon as a read gets an answer again.
 */
export function UnreachableNotice() {
  const cache = useQueryClient().getQueryCache();
  const [unreachable, setUnreachable] = useState(() => anyStale(cache));
  const [online, setOnline] = useState(() => onlineManager.isOnline());
  const name = useBrandName();
  useEffect(() => cache.subscribe(() => setUnreachable(anyStale(cache))), [cache]);
  useEffect(() => onlineManager.subscribe(setOnline), []);
  if (!unreachable && online) return null;
  return (
    <Alert.Root status="warning" variant="subtle" mb="4" role="status" data-testid="unreachable-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{online ? `Can't reach ${name ?? 'the server'}` : "You're offline"}</Alert.Title>
        <Alert.Description>
          Showing the data last loaded; it may be out of date, and changes can't be saved until the connection is back.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
