import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { HttpReply } from '../../platform/http/response';
import { logoFileOf } from '../../services/branding/branding';

/**
 * `GET /api/workspace/branding/logo`: the type is the one the bytes were found to be (never sniffed again), and the
 * policy forbids scripts, plug-ins and loads even when the SVG is opened as a page of its own.
 */
export const handler = defineHandler(api.getBrandingLogo, async ({ session }) => {
  const { body, contentType } = await logoFileOf(session.workspaceId);
  const extension = contentType === 'image/svg+xml' ? 'svg' : contentType === 'image/png' ? 'png' : 'jpg';
  return new HttpReply({
    statusCode: 200,
    headers: {
      'content-type': contentType,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="logo.${extension}"`,
      'cache-control': 'private, max-age=86400',
    },
    body: body.toString('base64'),
    isBase64Encoded: true,
  });
});
