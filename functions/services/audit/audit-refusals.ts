import { onRefusedWrite } from '../../platform/http/request-scope';
import { currentActor, currentOrigin } from './audit-actor';
import { appendAuditEntry } from './audit-chain';

/**
 * A write refused with 403 goes on the log as `request.denied` (`result: 'denied'`), in the workspace the session
 * acts in, naming the route that was refused and why. Registered with the handler kit when the audit module loads
 * (the platform cannot import services; see `onRefusedWrite`).
 */
onRefusedWrite(async ({ scope, session, message }) => {
  await appendAuditEntry(session.workspaceId, {
    actor: await currentActor(),
    action: 'request.denied',
    target: { type: 'route', id: scope.routeId, label: message },
    changes: {},
    result: 'denied',
    ...currentOrigin(),
  });
});
