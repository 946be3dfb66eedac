import type { SyncedItem } from '@shared/schemas/synced-item';
import type { ItemSink } from './connector';
import { laterOf } from './kit/dates';

/**
 * Maps each page of provider objects to items, hands them to the sink, and answers the latest `updatedAt` seen
 * (after `since`): the mark an updated-since cursor resumes from. `map` may skip an object by answering undefined.
 */
export async function drainPages<T>(
  pages: AsyncIterable<readonly T[]>,
  map: (object: T) => SyncedItem | undefined,
  sink: ItemSink,
  since?: string,
): Promise<string | undefined> {
  let mark = since;
  for await (const page of pages) {
    const items: SyncedItem[] = [];
    for (const object of page) {
      const item = map(object);
      if (item) items.push(item);
    }
    if (items.length) await sink(items);
    for (const item of items) mark = laterOf(mark, item.updatedAt);
  }
  return mark;
}

/**
 * Runs a connector's updated-since streams one after another, each from its own mark in the cursor, and answers
 * the cursor of new marks: `{contactsSince: (since) => drainPages(…, since), dealsSince: …}`.
 */
export async function eachStreamSince<K extends string>(
  cursor: Partial<Record<K, string>> | undefined,
  streams: Record<K, (since: string | undefined) => Promise<string | undefined>>,
): Promise<Partial<Record<K, string>>> {
  const marks: Partial<Record<K, string>> = {};
  for (const key of Object.keys(streams) as K[]) marks[key] = await streams[key](cursor?.[key]);
  return marks;
}
