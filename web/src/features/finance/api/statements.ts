import type { Statement } from '@shared/schemas/finance';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { routeQueryOptions } from '../../../lib/api-query';
import { callRoute } from '../../../lib/api-route';
import { useItemMutation } from '../../../lib/item-mutation';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { invalidateRouteEffects, useRouteMutation } from '../../../lib/route-mutation';
import { postFileToS3 } from '../utils/post-to-s3';

export const statementsQueryOptions = () => routeQueryOptions('listStatements');
export const statementsQueryKey = statementsQueryOptions().queryKey;

const importing = (s: Statement) => s.status === 'uploaded' || s.status === 'processing';

/** Which statements have finished and how: it changes when an import ends, even one the list never saw running. */
const finishedImports = (items: readonly Statement[]) =>
  items
    .filter((s) => !importing(s))
    .map((s) => `${s.id}:${s.status}`)
    .join(',');

/**
 * The workspace's newest statements, read again every second while one is importing; when an import finishes, the
 * accounts, the analysis and the transactions are read again. A small file can finish before the list is first
 * read after its upload, so the trigger is a statement newly finished, not the end of an 'importing' state seen here.
 */
export function useStatements() {
  const queryClient = useQueryClient();
  const [seenFinished, setSeenFinished] = useState<string | undefined>();
  const query = useQuery({
    ...statementsQueryOptions(),
    refetchInterval: (q) => (q.state.data?.items.some(importing) ? 1_000 : false),
  });
  const finished = query.data ? finishedImports(query.data.items) : undefined;
  if (finished !== undefined && finished !== seenFinished) {
    setSeenFinished(finished);
    // What an import changes (the route that imports in one step says it): the books, and this list.
    if (seenFinished !== undefined) void invalidateRouteEffects(queryClient, 'uploadStatement');
  }
  return query;
}

/**
 * Spec §5's upload, the way S3 needs it: an upload URL for the file (the server refuses a wrong type or size with
 * the spec's messages), the file posted straight to the bucket with progress, then the import started.
 */
export function useUploadStatement() {
  const [progress, setProgress] = useState<number | undefined>();
  const mutation = useRouteMutation('startStatementImport', {
    mutationFn: async (file: File) => {
      setProgress(0);
      const upload = await callRoute('createStatementUploadUrl', {
        body: { filename: file.name, contentType: file.type || 'application/octet-stream', size: file.size },
      });
      await postFileToS3(upload, file, setProgress);
      return callRoute('startStatementImport', { body: { key: upload.key } });
    },
    onSuccess: (statement) => notifySuccess('Statement Uploaded', `${statement.filename} is being imported.`),
    onError: failureToast('The statement could not be uploaded.', 'Upload Failed'),
    onSettled: () => setProgress(undefined),
  });
  return { ...mutation, progress };
}

/** Deletes a statement: its transactions leave the books, so the books and the list are read again. */
export function useDeleteStatement() {
  return useItemMutation('deleteStatement', {
    onSuccess: () => notifySuccess('Statement deleted', 'Its transactions have left your figures.'),
    onError: failureToast('Failed to delete the statement.'),
  });
}
