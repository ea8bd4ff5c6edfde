/**
 * What the research handlers share: the corpus through the web port (a corpus that cannot be
 * loaded answers 503 `corpus_unavailable`), opaque cursors, host-name normalisation.
 */
import { ArgumentError, OperationError, type HandlerContext } from '@storeops/contract';
import { CorpusUnavailable, type LoadedCorpus } from '@storeops/contract/ports/web';

/** The web port's corpus (`ctx.connectors.web`); `corpus_unavailable` when it cannot be loaded. */
export async function corpusOrFail(ctx: HandlerContext): Promise<LoadedCorpus> {
  try {
    return await ctx.connectors.web.corpus();
  } catch (err) {
    if (err instanceof CorpusUnavailable) {
      throw new OperationError('corpus_unavailable', `The web corpus could not be loaded (${err.message}); try again later.`);
    }
    throw err;
  }
}

/**
 * An opaque cursor: `<prefix>` + base64url JSON of `{ o: offset, k: key }`, where `key` binds it to
 * the request it continues (query, filters, corpus version or day). Anything else answers
 * `invalid_request` naming `cursor`.
 */
export function encodeCursor(prefix: string, offset: number, key: string): string {
  return `${prefix}${Buffer.from(JSON.stringify({ o: offset, k: key }), 'utf8').toString('base64url')}`;
}

export function decodeCursor(prefix: string, value: string | undefined, key: string): number {
  if (value === undefined) return 0;
  let parsed: { o?: unknown; k?: unknown };
  try {
    if (!value.startsWith(prefix)) throw new Error('prefix');
    parsed = JSON.parse(Buffer.from(value.slice(prefix.length), 'base64url').toString('utf8')) as { o?: unknown; k?: unknown };
  } catch {
    throw new ArgumentError('cursor', 'is not a cursor this API issued');
  }
  if (typeof parsed.o !== 'number' || !Number.isInteger(parsed.o) || parsed.o < 0 || typeof parsed.k !== 'string') {
    throw new ArgumentError('cursor', 'is not a cursor this API issued');
  }
  if (parsed.k !== key)
    throw new ArgumentError('cursor', 'was issued for another query, filter, corpus version or day; start again without it');
  return parsed.o;
}

/** A host name as the corpus keys it: lower case, without a leading `www.`. */
export function normaliseDomain(raw: string): string {
  const d = raw.toLowerCase();
  return d.startsWith('www.') ? d.slice(4) : d;
}

/** Median of a non-empty list (mean of the two middle values for an even count). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export const round2 = (x: number): number => Math.round(x * 100) / 100;
export const round1 = (x: number): number => Math.round(x * 10) / 10;
