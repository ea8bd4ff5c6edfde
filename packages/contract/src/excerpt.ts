/**
 * Quoting client-supplied values in error messages (seed: Errors, Limits): a
 * message names the bad value but never echoes more than a short excerpt of it, so a 900 KB
 * argument cannot come back in a 900 KB error.
 */

/** Characters of a value an error message quotes at most. */
export const EXCERPT_CHARS = 40;

/** The first `max` UTF-16 units of `text`, not splitting a surrogate pair. */
function head(text: string, max: number): string {
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/**
 * A value as JSON text for an error message: whole when it is at most `max` characters (strings
 * quoted: `"abc"`, numbers bare: `19.999`), else its first `max` characters, an ellipsis and the
 * total length: `"aaaa…" (900000 characters)` for a string, `{"a":[1,2,…" (1200 characters of
 * JSON)` for anything else. `undefined` gives `undefined`.
 */
export function excerpt(value: unknown, max = EXCERPT_CHARS): string {
  if (typeof value === 'string') {
    return value.length <= max ? JSON.stringify(value) : `${JSON.stringify(`${head(value, max)}…`)} (${value.length} characters)`;
  }
  const text = JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length <= max ? text : `${head(text, max)}… (${text.length} characters of JSON)`;
}

/**
 * A name (an argument or property name) for an error message: unquoted when at most `max`
 * characters, else its first `max` characters, an ellipsis and the total length:
 * `qqqq… (500000 characters)`.
 */
export function excerptName(name: string, max = EXCERPT_CHARS): string {
  return name.length <= max ? name : `${head(name, max)}… (${name.length} characters)`;
}

/**
 * `text` cut to at most `max` characters (UTF-16 units) with `…` as the last when cut, not
 * splitting a surrogate pair: `clip('abcdef', 4)` → `abc…`. For titles and labels that quote
 * free text; see {@link cutText} to cut on a word boundary.
 */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${head(text, max - 1)}…`;
}

/**
 * `text` cut to at most `max` characters on a word boundary (the last space in its second half,
 * else a hard cut), trailing spaces and `,.;:` dropped, with `…` when cut:
 * `cutText('one two three four five six', 14)` → `one two three…`.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = head(text, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
