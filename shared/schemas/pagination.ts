import * as z from '@shared/zod';
import { nullableString } from './nullable';

/**
 * The one paging convention of every list that can grow: `?limit=&cursor=` in, `{ items, cursor }` out. The cursor is
 * opaque (the data layer binds it to the workspace and the list it came from); `null` means there is no next page.
 */
export const pageQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(1024))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageOf<Item extends z.ZodMiniType>(item: Item) {
  return z.object({ items: z.array(item), cursor: nullableString });
}

/** What a paged route answers: `pageOf(item)`'s shape. */
export interface Page<Item> {
  items: Item[];
  cursor: string | null;
}
