/**
 * The SPA's Content-Security-Policy, defined once: the local runtime sends it with every page and CloudFront's
 * response-headers policy sends the same in AWS. No inline scripts (the theme bootstrap is an external file);
 * inline styles are allowed because Chakra's emotion runtime injects them.
 */
export function spaContentSecurityPolicy(options: { uploadOrigin?: string | undefined } = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    // Statements are posted straight to the files bucket with a presigned policy.
    options.uploadOrigin ? `connect-src 'self' ${options.uploadOrigin}` : "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
