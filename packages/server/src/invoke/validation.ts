/**
 * Renders JSON Schema violations of a tool's input as an `invalid_request` message that
 * names the argument (each failing argument, bounded: `describeSchemaErrors`) (seed: Errors, "the message names which"), e.g.
 * `limit: must be at most 50 (got 51)` or `product_id: must be a UUID string`. A bad value or
 * unknown argument name is quoted as a short excerpt (at most 40 characters, an ellipsis and the
 * total length), never echoed whole: the message stays short whatever the
 * request carried.
 */
import { excerpt, excerptName } from '@storeops/contract';
import { illFormed } from '../unicode';

export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  /** Set by ajv when a `propertyNames` subschema refused one of the object's keys. */
  propertyName?: string;
}

/**
 * `/filter/lifecycle_state` -> `filter.lifecycle_state`; `/items/0` -> `items[0]`. Segments are
 * JSON Pointer tokens (`~1` is `/`, `~0` is `~`); a segment over 40 characters is an excerpt.
 */
export function argumentName(instancePath: string, child?: string): string {
  const parts = instancePath
    .split('/')
    .filter((p) => p.length > 0)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) parts.push(child);
  return parts.map((p) => excerptName(p)).reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc === '' ? p : `${acc}.${p}`), '');
}

function valueAt(input: unknown, instancePath: string): unknown {
  let cur = input;
  for (const p of instancePath.split('/').filter((s) => s.length > 0)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[p.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return cur;
}

const plural = (n: unknown, one: string, many = `${one}s`): string => `${String(n)} ${n === 1 ? one : many}`;

/** Length in Unicode code points, as JSON Schema's minLength / maxLength count it. */
function codePoints(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** What is wrong with `value` (the text after `<name>: `), for the value-level keywords. */
function detail(keyword: string, params: Record<string, unknown>, value: unknown, message: string | undefined): string {
  const got = ` (got ${excerpt(value)})`;
  switch (keyword) {
    case 'type':
      return `must be ${params.type === 'integer' ? 'an integer' : `of type ${String(params.type)}`}${got}`;
    case 'minimum':
      return `must be at least ${String(params.limit)}${got}`;
    case 'maximum':
      return `must be at most ${String(params.limit)}${got}`;
    case 'exclusiveMinimum':
      return `must be greater than ${String(params.limit)}${got}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(params.limit)}${got}`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => String(v)).join(', ')}${got}`;
    case 'const':
      return `must be ${excerpt(params.allowedValue)}${got}`;
    case 'format':
      return `must be ${params.format === 'uuid' ? 'a UUID string' : `a valid ${String(params.format)}`}${got}`;
    case 'minLength':
    case 'maxLength': {
      const length = typeof value === 'string' ? ` (got ${codePoints(value)})` : '';
      return `must have ${keyword === 'minLength' ? 'at least' : 'at most'} ${plural(params.limit, 'character')}${length}`;
    }
    case 'minItems':
    case 'maxItems':
      return `must have ${keyword === 'minItems' ? 'at least' : 'at most'} ${plural(params.limit, 'item')}`;
    case 'minProperties':
    case 'maxProperties':
      return `must have ${keyword === 'minProperties' ? 'at least' : 'at most'} ${plural(params.limit, 'property', 'properties')}`;
    case 'multipleOf':
      return `must be a multiple of ${String(params.multipleOf)}${got}`;
    case 'x-decimal-places':
      return `must have at most ${plural(params.limit, 'decimal place')}${got}`;
    case 'pattern':
      return `must match ${String(params.pattern)}${got}`;
    default:
      return message ?? 'is invalid';
  }
}

export function describeSchemaError(err: SchemaError, input: unknown): string {
  const { keyword, params, instancePath } = err;
  const name = argumentName(instancePath);
  switch (keyword) {
    case 'required':
      return `${argumentName(instancePath, String(params.missingProperty))}: is required`;
    case 'additionalProperties':
      return `${argumentName(instancePath, String(params.additionalProperty))}: is not an argument of this operation`;
    default: {
      const subject = name === '' ? 'body' : name;
      // A `propertyNames` violation: the value at fault is a key of the object at instancePath.
      const key = err.propertyName ?? (keyword === 'propertyNames' ? params.propertyName : undefined);
      if (typeof key === 'string') {
        const why = keyword === 'propertyNames' ? 'is not a valid key' : detail(keyword, params, key, err.message);
        return `${subject}: key ${excerpt(key)} ${why}`;
      }
      return `${subject}: ${detail(keyword, params, valueAt(input, instancePath), err.message)}`;
    }
  }
}

/** Most failing arguments one `invalid_request` message names; more are counted ("and N more"). */
export const MAX_LISTED_ARGUMENTS = 10;

/** Combinator errors that only repeat what their branches' errors say. */
const SUMMARY_KEYWORDS = new Set(['anyOf', 'oneOf', 'if']);

/**
 * One `invalid_request` message for all of a validator's errors (`allErrors`), one entry per
 * failing argument in the order found, the first first (so the message still starts with
 * `<first argument>: `), at most MAX_LISTED_ARGUMENTS of them and then `(and N more)`, e.g.
 * `limit: must be at most 50 (got 51); sort: must be one of ... (got "x")`. Summary errors of
 * `anyOf` / `oneOf` / `if` are left out when another error names the same argument or a deeper one.
 */
export function describeSchemaErrors(errors: readonly SchemaError[], input: unknown): string {
  if (errors.length === 0) return 'arguments are invalid';
  const useful = errors.filter(
    (e) =>
      !SUMMARY_KEYWORDS.has(e.keyword) ||
      !errors.some((o) => o !== e && !SUMMARY_KEYWORDS.has(o.keyword) && o.instancePath.startsWith(e.instancePath)),
  );
  const byArgument = new Map<string, string>();
  for (const e of useful.length > 0 ? useful : errors) {
    const text = describeSchemaError(e, input);
    const argument = text.slice(0, text.indexOf(': '));
    if (!byArgument.has(argument)) byArgument.set(argument, text);
  }
  const all = [...byArgument.values()];
  const listed = all.slice(0, MAX_LISTED_ARGUMENTS).join('; ');
  return all.length > MAX_LISTED_ARGUMENTS ? `${listed} (and ${all.length - MAX_LISTED_ARGUMENTS} more)` : listed;
}

const STRING_RULE = 'must not contain U+0000 (NUL) or an unpaired UTF-16 surrogate (\\ud800-\\udfff without its pair)';

/**
 * The `invalid_request` message for the first string in `input` (keys and values, at any depth,
 * in document order) holding U+0000 or an unpaired surrogate, e.g. `title: must not contain
 * U+0000 ...`; null when there is none. Such text cannot be stored on PostgreSQL (and is never
 * meaningful in a product's data), so every surface refuses it before the schema is checked.
 * Input comes from a JSON body nested at most 64 levels (http/pipeline.ts): the recursion is bounded.
 */
export function illFormedStringMessage(input: unknown, path = ''): string | null {
  if (typeof input === 'string') return illFormed(input) ? `${argumentName(path) || 'body'}: ${STRING_RULE}` : null;
  if (input === null || typeof input !== 'object') return null;
  if (Array.isArray(input)) {
    for (let i = 0; i < input.length; i++) {
      const found = illFormedStringMessage(input[i], `${path}/${i}`);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, value] of Object.entries(input)) {
    const child = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (illFormed(key)) return `${argumentName(path) || 'body'}: key ${excerpt(key)} ${STRING_RULE}`;
    const found = illFormedStringMessage(value, child);
    if (found !== null) return found;
  }
  return null;
}
