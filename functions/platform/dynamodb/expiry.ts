/**
 * DynamoDB's TTL deletes expired items up to days late, and the embedded engine never does, so every read of
 * an item with `expiresAt` also checks it.
 */
export const nowEpochSeconds = (now: Date = new Date()): number => Math.floor(now.getTime() / 1000);

export function isExpired(item: { expiresAt?: unknown }, now: Date = new Date()): boolean {
  return typeof item.expiresAt === 'number' && item.expiresAt <= nowEpochSeconds(now);
}
