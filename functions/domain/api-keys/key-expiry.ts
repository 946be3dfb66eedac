import type { Role } from '@shared/access/roles';
import { API_KEY_DEFAULT_DAYS } from '@shared/schemas/api-keys';

const DAY_MS = 24 * 3600 * 1000;

/**
 * When a new key stops working (ISO), or `null` for never: `expiresInDays` from now, 90 when left out. Only an owner
 * may make a key that never expires (it outlives any review of who holds it); for anyone else it is refused.
 */
export function keyValidUntil(
  expiresInDays: number | null | undefined,
  role: Role,
  now: Date,
): { validUntil: string | null } | { refusal: string } {
  if (expiresInDays === null) {
    return role === 'owner' ? { validUntil: null } : { refusal: 'Only the owner can create a key that never expires' };
  }
  return { validUntil: new Date(now.getTime() + (expiresInDays ?? API_KEY_DEFAULT_DAYS) * DAY_MS).toISOString() };
}
