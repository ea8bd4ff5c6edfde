/**
 * Cursor pagination (STYLE item 5): `for await (const row of paginate(...))` walks every page.
 * A page is `{data, has_more, next_cursor}`; the next page is asked for with `next_cursor`
 * as its cursor (for the audit log, the `before` query parameter).
 */

/** One page of a cursor-paginated list. */
export interface CursorPage<T> {
  data: T[];
  /** True when more rows exist after this page. */
  has_more: boolean;
  /** Opaque cursor of the next page; `null` (or absent) on the last page. */
  next_cursor?: string | null;
}

/** Fetches one page; `cursor` is `undefined` for the first page unless a start cursor was given. */
export type PageFetcher<T> = (cursor: string | undefined) => Promise<CursorPage<T>>;

/** An async iterable over rows, that can also iterate whole pages. */
export interface Paginator<T> extends AsyncIterable<T> {
  /** Iterates page by page (rows in `page.data`). */
  pages(): AsyncIterable<CursorPage<T>>;
}

/**
 * Lazily iterates every row of every page, starting at `startCursor`. Each iteration starts
 * again from `startCursor`. Pages are fetched one at a time, only as rows are consumed.
 *
 * @throws Error if a page says `has_more` without a `next_cursor`, or repeats the cursor it
 *   was fetched with (either would loop or silently drop rows). Errors of `fetchPage` pass through.
 */
export function paginate<T>(fetchPage: PageFetcher<T>, startCursor?: string): Paginator<T> {
  async function* pages(): AsyncGenerator<CursorPage<T>> {
    let cursor = startCursor;
    for (;;) {
      const page = await fetchPage(cursor);
      yield page;
      if (!page.has_more) return;
      const next = page.next_cursor;
      if (next === undefined || next === null || next === '') {
        throw new Error('Pagination: page has has_more=true but no next_cursor');
      }
      if (next === cursor) throw new Error(`Pagination: next_cursor repeats the current cursor ${next}`);
      cursor = next;
    }
  }
  return {
    pages,
    async *[Symbol.asyncIterator](): AsyncGenerator<T> {
      for await (const page of pages()) yield* page.data;
    },
  };
}
