import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { deleteLogo } from '../../services/branding/logo-upload';

/** `DELETE /api/workspace/branding/logo`: answers the branding without a logo. */
export const handler = defineHandler(api.deleteBrandingLogo, ({ session }) => deleteLogo(session));
