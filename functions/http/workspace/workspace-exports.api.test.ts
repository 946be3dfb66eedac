import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../../scripts/testing/eventually';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { aTeam, signUpOwner } from '../../../scripts/testing/teams';
import { startTestApi } from '../../../scripts/testing/test-runtime';
import { exportJobEntity } from '../../data/workspace/export-jobs';
import { runExportJob } from '../../services/workspace/export-job-run';
import { queuedExportJob } from '../../services/workspace/export-jobs';

const api = await startedForThisFile(startTestApi());

describe('background export', () => {
  it('runs in the background, shows its progress, notifies the owner and downloads through a short-lived link', async () => {
    const owner = await signUpOwner(api, 'Exporting');
    expect((await owner.client.post('/api/tasks', { title: 'Order flour for December' })).status).toBe(201);

    const before = await owner.client.get('/api/workspace/exports');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ exports: [], background: false });
    expect(before.body.itemCount).toBeGreaterThan(0);

    const started = await owner.client.post('/api/workspace/exports');
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'queued', downloadUrl: null, progress: { done: 0, total: 0 } });
    const { id } = started.body;

    const { value: done } = await eventually(
      async () => {
        const job = await owner.client.get(`/api/workspace/exports/${id}`);
        return job.body.status === 'done' ? job.body : undefined;
      },
      60_000,
      200,
    );
    expect(done.progress.done).toBe(done.progress.total);
    expect(done.progress.total).toBeGreaterThan(10);
    expect(done.downloadUrl).toBe(`/api/workspace/exports/${id}/download`);
    expect(done.fileName).toMatch(/^bizpilot-export-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(Date.parse(done.expiresAt) - Date.parse(done.createdAt)).toBe(7 * 24 * 3600 * 1000);

    const bell = await owner.client.get('/api/notifications');
    expect(bell.body.items[0]).toMatchObject({
      kind: 'export_ready',
      title: 'Your data export is ready',
      link: done.downloadUrl,
      readAt: null,
    });

    const download = await owner.client.get(done.downloadUrl);
    expect(download.status).toBe(302);
    const link = new URL(download.headers.get('location')!);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');
    const zip = await fetch(link);
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const tasks = JSON.parse(new TextDecoder().decode(files['tasks.json']));
    expect(tasks.map((t: { title: string }) => t.title)).toEqual(['Order flour for December']);

    const listed = await owner.client.get('/api/workspace/exports');
    expect(listed.body.exports.map((e: { id: string }) => e.id)).toEqual([id]);
  });

  it('is the owner’s alone, and another workspace’s export is not found', async () => {
    const team = await aTeam(api);
    const stranger = await signUpOwner(api, 'Stranger');
    const started = await team.owner.client.post('/api/workspace/exports');
    expect(started.status).toBe(202);
    for (const attempt of [
      team.admin.client.post('/api/workspace/exports'),
      team.admin.client.get(`/api/workspace/exports/${started.body.id}`),
      team.viewer.client.get('/api/workspace/exports'),
    ]) {
      expect((await attempt).status).toBe(403);
    }
    expect((await stranger.client.get(`/api/workspace/exports/${started.body.id}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/workspace/exports/${started.body.id}/download`)).status).toBe(404);
  });

  // A deploy that moved exports to their own queue lost the messages waiting on the old one; the queue also gives a
  // message up after its last receive. Neither may leave the owner refused a new export for the week the job is kept.
  it('shows an export that never finished as failed after an hour, and lets the owner start another', async () => {
    const owner = await signUpOwner(api, 'Lost export');
    const lost = queuedExportJob(owner.user.id, new Date(Date.now() - 2 * 3600 * 1000));
    await exportJobEntity.create(
      { workspaceId: owner.workspaceId, ...lost },
      { expiresAt: Math.floor(Date.now() / 1000) + 3600 },
    );

    const shown = await owner.client.get(`/api/workspace/exports/${lost.id}`);
    expect(shown.body).toMatchObject({
      status: 'failed',
      error: 'The export stopped before it finished. Start it again.',
    });
    const again = await owner.client.post('/api/workspace/exports');
    expect(again.status, again.text).toBe(202);

    // Its message, should it still come, builds nothing: the job is stored failed, with no file.
    await runExportJob(owner.workspaceId, lost.id);
    const stored = await exportJobEntity.get({ workspaceId: owner.workspaceId, id: lost.id }, { consistent: true });
    expect(stored).toMatchObject({
      status: 'failed',
      fileKey: null,
      error: 'The export stopped before it finished. Start it again.',
    });
  });
});
