import { ConnectorError } from './connector-error';

/**
 * Walks a paginated list, whatever the provider's style: each style is a rule for the token of the next page,
 * taken from the page just read —
 * - cursor: an opaque token in the body (Stripe's last id, HubSpot's `paging.next.after`, Slack's `next_cursor`);
 * - page: a page number, next while the page was full or the total says so (WooCommerce, Xero, PayPal);
 * - offset: a count of items already read (Mailchimp, QuickBooks' STARTPOSITION);
 * - link: a URL, from a `Link: <…>; rel="next"` header (Shopify) or the body (Graph's `@odata.nextLink`).
 *
 * A provider that repeats a token, or a list longer than `maxPages`, stops the sync with an error instead of
 * looping for ever.
 */
export interface Page<T, Token> {
  items: readonly T[];
  /** The next page's token, or undefined/null on the last page. */
  next: Token | undefined | null;
}

export const DEFAULT_MAX_PAGES = 5_000;

export async function* paginate<T, Token>(
  providerName: string,
  first: Token | undefined,
  fetchPage: (token: Token | undefined) => Promise<Page<T, Token>>,
  maxPages = DEFAULT_MAX_PAGES,
): AsyncGenerator<readonly T[]> {
  const seen = new Set<string>();
  let token = first;
  for (let pages = 1; ; pages += 1) {
    const page = await fetchPage(token);
    if (page.items.length) yield page.items;
    if (page.next === undefined || page.next === null || page.next === '') return;
    const key = JSON.stringify(page.next);
    if (seen.has(key)) {
      throw new ConnectorError('bad_response', `${providerName} returned the same page token twice`);
    }
    if (pages >= maxPages) {
      throw new ConnectorError('bad_response', `${providerName} listed more than ${maxPages} pages; stopped`);
    }
    seen.add(key);
    token = page.next;
  }
}

/** Page-number style: the next page exists if this one was full, or if the provider's total says more remain. */
export function nextPageNumber(
  page: number,
  received: number,
  pageSize: number,
  totalPages?: number | null,
): number | undefined {
  if (totalPages !== undefined && totalPages !== null) return page < totalPages ? page + 1 : undefined;
  return received >= pageSize ? page + 1 : undefined;
}

/** Offset style: the next offset while items remain (by the provider's total, or a full page without one). */
export function nextOffset(
  offset: number,
  received: number,
  pageSize: number,
  total?: number | null,
): number | undefined {
  const next = offset + received;
  if (total !== undefined && total !== null) return next < total ? next : undefined;
  return received >= pageSize && received > 0 ? next : undefined;
}
