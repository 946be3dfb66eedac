import { DEFAULT_PLAN_TIER, planFor } from '../catalog/plans';
import type { AuthUser } from '../schemas/user';

/** The fields the display helpers read; any of them may be missing (spec §3). */
export type UserNameFields = Partial<Pick<AuthUser, 'firstName' | 'lastName' | 'email'>>;

const clean = (value: string | null | undefined): string => value?.trim() ?? '';

/** 'firstName lastName' trimmed, else the email, else 'User'. */
export function displayName(user: UserNameFields | null | undefined): string {
  const fullName = `${clean(user?.firstName)} ${clean(user?.lastName)}`.trim();
  return fullName || clean(user?.email) || 'User';
}

/** First letters of first and last name (both needed), else the email's first letter, else 'U'; uppercased. */
export function initials(user: UserNameFields | null | undefined): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const email = clean(user?.email);
  if (email) return email[0]!.toUpperCase();
  return 'U';
}

/** The tier's name (default Starter) followed by 'Plan'. */
export function planLabel(tier: AuthUser['subscriptionTier'] | null | undefined): string {
  return `${planFor(tier ?? DEFAULT_PLAN_TIER).name} Plan`;
}
