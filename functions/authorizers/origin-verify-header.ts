/** The header CloudFront adds to every API request (see cloudfront-origin.ts); shared with the infra, which sets it. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
