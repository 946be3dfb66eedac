import type { Statement } from '@shared/schemas/finance';
import type { ApiClient, ApiResponse } from './api-client';
import { eventually } from './eventually';

/**
 * Uploading a statement the two ways the API takes one, as a browser would: the multipart route, or the presigned
 * S3 POST (upload URL → the file straight to S3 → register the key). Then waiting for the import job.
 */
export async function uploadDirect(
  client: ApiClient,
  filename: string,
  bytes: Uint8Array,
  field = 'statement',
): Promise<ApiResponse> {
  const form = new FormData();
  form.append(field, new Blob([bytes]), filename);
  return client.request('POST', '/api/financial/upload-statement', { body: form });
}

export async function uploadPresigned(
  client: ApiClient,
  filename: string,
  bytes: Uint8Array,
): Promise<{ upload: ApiResponse; s3Status?: number; registered?: ApiResponse }> {
  const upload = await client.post('/api/financial/statements/upload-url', {
    filename,
    contentType: 'text/csv',
    size: bytes.byteLength,
  });
  if (upload.status !== 200) return { upload };
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.body.fields as Record<string, string>)) form.append(name, value);
  form.append('file', new Blob([bytes]), filename);
  const posted = await fetch(upload.body.url, { method: 'POST', body: form });
  await posted.arrayBuffer();
  if (!posted.ok) return { upload, s3Status: posted.status };
  const registered = await client.post('/api/financial/statements', { key: upload.body.key });
  return { upload, s3Status: posted.status, registered };
}

/**
 * The statement as the list shows it. The import runs in this same process and can hold its event loop for longer
 * than the server keeps an idle connection, so a poll that meets a connection just closed asks once more.
 */
export async function statementNow(client: ApiClient, statementId: string): Promise<Statement | undefined> {
  const list = await client
    .get<{ items: Statement[] }>('/api/financial/statements')
    .catch(() => client.get<{ items: Statement[] }>('/api/financial/statements'));
  return list.body.items.find((s) => s.id === statementId);
}

/** Polls the statement list until the statement is imported or failed (the job runs in the background). */
export async function waitForImport(client: ApiClient, statementId: string, timeoutMs = 120_000): Promise<Statement> {
  let last: Statement | undefined;
  try {
    const { value } = await eventually(
      async () => {
        last = await statementNow(client, statementId);
        return last && (last.status === 'imported' || last.status === 'failed') ? last : undefined;
      },
      timeoutMs,
      100,
    );
    return value;
  } catch {
    throw new Error(`Statement ${statementId} is still ${last?.status ?? 'missing'} after ${timeoutMs} ms`);
  }
}
