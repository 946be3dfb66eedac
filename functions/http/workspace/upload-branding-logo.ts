import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { requestFile } from '../../platform/http/multipart';
import { uploadLogo } from '../../services/branding/logo-upload';

/** `POST /api/workspace/branding/logo` (multipart, the file in `logo`). */
export const handler = defineHandler(api.uploadBrandingLogo, async ({ session, event }) =>
  uploadLogo(session, await requestFile(event, 'logo')),
);
