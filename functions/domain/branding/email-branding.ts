import { PRODUCT_NAME } from './product-name';

/**
 * What 'Custom branding' changes in an automation's email: the sender's display name (the workspace's name, the
 * address stays the verified one) and a footer naming the business — with BizPilot's name beside it unless the
 * workspace is white-labelled. Without a display name the email stays as the automation wrote it.
 */
export function brandedEmail(
  email: { subject: string; body: string },
  brand: { displayName: string | null; hideBizPilotName: boolean },
): { subject: string; body: string; fromName?: string } {
  if (!brand.displayName) return email;
  const footer = brand.hideBizPilotName
    ? `— ${brand.displayName}`
    : `— ${brand.displayName}, sent with ${PRODUCT_NAME}`;
  return { subject: email.subject, body: `${email.body}\n\n${footer}`, fromName: brand.displayName };
}

/**
 * The name a notification email goes by (its subject's prefix, its 'Open it in …'): the workspace's display name,
 * else BizPilot's unless the workspace is white-labelled, when it goes by none.
 */
export function messageBrandOf(brand: { displayName: string | null; hideBizPilotName: boolean }): string | null {
  return brand.displayName ?? (brand.hideBizPilotName ? null : PRODUCT_NAME);
}
