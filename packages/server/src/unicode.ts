/**
 * Text PostgreSQL cannot store: U+0000 (a `text` value ends at NUL, so PostgreSQL refuses it) and
 * unpaired UTF-16 surrogates (not Unicode scalar values: no UTF-8 encoding exists; drivers replace
 * or reject them). SQLite stores both. The invoke core refuses arguments holding either
 * (invoke/validation.ts `illFormedStringMessage`); the audit log stores whatever a client sent
 * through `storableText`, so the audit row of that very refusal always inserts.
 */

/** Any UTF-16 surrogate (paired or not): the quick test before the exact one. */
const SURROGATE = /[\ud800-\udfff]/;
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Whether `text` holds U+0000 or an unpaired surrogate. */
export function illFormed(text: string): boolean {
  if (text.includes('\u0000')) return true;
  if (!SURROGATE.test(text)) return false;
  LONE_SURROGATE.lastIndex = 0;
  return LONE_SURROGATE.test(text);
}

/**
 * `text` with each U+0000 and unpaired surrogate written as its six-character JSON escape
 * (`\u0000`, `\ud800`), so it can be stored anywhere and still shows what was sent; `text`
 * itself (no copy) when it holds neither.
 */
export function storableText(text: string): string {
  if (!illFormed(text)) return text;
  return text.replaceAll('\u0000', '\\u0000').replace(LONE_SURROGATE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
