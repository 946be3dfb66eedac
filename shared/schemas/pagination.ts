import * as z from 'zod';

/**
 * The one paging convention of every list that can grow: `?limit=&cursor=` in, `{ items, cursor }` out. The cursor is
 * opaque (the data layer binds it to the workspace and the list it came from); `null` means there is no next page.
 */
export const pageQuerySchema = z.object({
  cursor: z.string().max(1024).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), cursor: z.string().nullable() });
}
