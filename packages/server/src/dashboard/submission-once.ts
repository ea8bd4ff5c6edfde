/**
 * A form that creates something answers each rendering of itself once: a second click while the first
 * answer is still loading, or a browser re-sending the POST, gets the first submission's answer instead of creating a second thing (the
 * dashboard's counterpart of the API's `Idempotency-Key`; seed: "Idempotency on writes"). Pages are
 * plain forms without script, so the button cannot be disabled on click.
 *
 * Each rendering of such a form carries a fresh random `submission` token (`newSubmissionToken`).
 * `SubmissionOnce.run(key, work)` runs `work` for the first request with a key and hands every
 * request with the same key, while it runs or up to `ttlMs` after, the same settled value; a failed
 * `work` is forgotten so the operator can submit again. Keys should bind the token to the session
 * (e.g. `${operatorId}:${csrfToken}:${token}`), so another session can never read a replay.
 *
 * Values are held in process memory only, at most `maxEntries` of them (oldest dropped first), and
 * only for `ttlMs`: a minted key's secret, which the first answer shows once, is replayed to a
 * duplicate request of the same session within that window and is never written anywhere.
 */
import { randomUUID } from 'node:crypto';
import { html, type SafeHtml } from './html';

/**
 * Hidden form field carrying the token; the same name and shape as the Controls forms' key, which
 * those forms hand to the invoke core as the write's `idempotency_key`.
 */
export const SUBMISSION_FIELD = 'idempotency_key';

/** The token's shape: a random UUID. */
const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A fresh token for one rendering of a form. */
export function newSubmissionToken(): string {
  return randomUUID();
}

/** The hidden field with a fresh token, for one rendering of a form. */
export function submissionField(): SafeHtml {
  return html`<input type="hidden" name="${SUBMISSION_FIELD}" value="${newSubmissionToken()}" />`;
}

/** True when `value` is a token this module could have issued (anything else gets no replay guard). */
export function isSubmissionToken(value: string): boolean {
  return TOKEN.test(value);
}

export class SubmissionOnce<T> {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<T> }>();

  /**
   * @param ttlMs how long a settled answer is replayed (ms)
   * @param maxEntries bound on remembered submissions; the oldest are dropped first
   * @param now clock in ms (tests)
   */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** `work()` once per key; `replayed` is true for every request after the first. */
  async run(key: string, work: () => Promise<T>): Promise<{ value: T; replayed: boolean }> {
    const at = this.now();
    const seen = this.entries.get(key);
    if (seen !== undefined && seen.expiresAt > at) return { value: await seen.value, replayed: true };
    this.entries.delete(key);
    // Entries expire in insertion order: drop expired ones, then the oldest while full.
    for (const [k, e] of this.entries) {
      if (e.expiresAt > at && this.entries.size < this.maxEntries) break;
      this.entries.delete(k);
    }
    const value = work();
    this.entries.set(key, { expiresAt: at + this.ttlMs, value });
    try {
      return { value: await value, replayed: false };
    } catch (err) {
      this.entries.delete(key);
      throw err;
    }
  }
}
