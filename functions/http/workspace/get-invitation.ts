import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { previewInvitation } from '../../services/workspace/invitations';

/** `GET /api/invitations/{token}` (public): what the invitation page shows, or why the link no longer works. */
export const handler = defineHandler(api.getInvitation, ({ params }) => previewInvitation(params.token));
