/**
 * The "Errors" part of the API reference page: one entry per stable error code
 * (seed: Errors), which every error body's `docs` link (`{base}/api/v1/reference#errors-<code>`,
 * errors.ts `errorBody`) points at. Built from the contract itself, so it cannot drift from it:
 * - the codes and their HTTP status: `ERROR_STATUS` (@storeops/contract);
 * - the meaning of each code: the `ErrorCode` schema's description, which states every code as
 *   `` `code` (meaning) `` (several codes may share one meaning: `` `a` and `b` (meaning) ``);
 * - the extra body fields of each code: the `Error` schema properties described as
 *   "Present exactly when `error` is `a`, `b` ...".
 * `errorCatalogue()` throws when a code of `ERROR_STATUS` has no meaning in the description, so a
 * new code cannot ship without its documentation (the page test renders every code).
 */
import { ERROR_CODES, ERROR_STATUS, OPENAPI_DOCUMENT, type ErrorCode } from '@storeops/contract';

export interface ErrorDoc {
  code: ErrorCode;
  status: number;
  /** What the code means, as the contract states it (backticks mark code). */
  meaning: string;
  /** Extra fields of the error body for this code (e.g. `limit`, `retry_after_seconds`). */
  extras: string[];
}

type Schema = { description?: string; properties?: Record<string, { description?: string }> };

function schemas(): Record<string, Schema> {
  const doc = OPENAPI_DOCUMENT as { components?: { schemas?: Record<string, Schema> } };
  return doc.components?.schemas ?? {};
}

/** The text inside the parentheses that open at `text[open]` (nested parentheses kept). */
function parenthesised(text: string, open: number): string | null {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  return null;
}

/** The meaning the description states for `code`: `` `code` (meaning) `` or `` `code` and `other` (meaning) ``. */
export function meaningOf(description: string, code: string): string | null {
  const mark = `\`${code}\``;
  for (let at = description.indexOf(mark); at >= 0; at = description.indexOf(mark, at + 1)) {
    const rest = description.slice(at + mark.length);
    const skip = /^(?:,? and `[a-z_]+`)*\s*/.exec(rest)![0].length;
    if (rest[skip] === '(') {
      const meaning = parenthesised(rest, skip);
      if (meaning !== null) return meaning.replace(/\s+/g, ' ').trim();
    }
  }
  return null;
}

/** Every stable code in the contract's order, with status, meaning and extra fields. */
export function errorCatalogue(): ErrorDoc[] {
  const all = schemas();
  const description = all.ErrorCode?.description ?? '';
  const extras = new Map<string, string[]>();
  for (const [field, prop] of Object.entries(all.Error?.properties ?? {})) {
    const when = /Present exactly when `error` is ([^:.]*)/.exec(prop.description ?? '');
    if (when === null) continue;
    for (const [, code] of when[1]!.matchAll(/`([a-z_]+)`/g)) extras.set(code!, [...(extras.get(code!) ?? []), field]);
  }
  return ERROR_CODES.map((code) => {
    const meaning = meaningOf(description, code);
    if (meaning === null) throw new Error(`the ErrorCode description states no meaning for \`${code}\``);
    return { code, status: ERROR_STATUS[code], meaning, extras: extras.get(code) ?? [] };
  });
}
