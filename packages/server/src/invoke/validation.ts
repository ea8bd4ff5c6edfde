/**
 * Renders the first JSON Schema violation of a tool's input as an `invalid_request` message that
 * names the argument (seed: Errors, "the message names which"), e.g.
 * `limit: must be at most 50 (got 51)` or `product_id: must be a UUID string`. A bad value or
 * unknown argument name is quoted as a short excerpt (at most 40 characters, an ellipsis and the
 * total length), never echoed whole (issue 8 item 12): the message stays short whatever the
 * request carried.
 */
import { excerpt, excerptName } from '@storeops/contract';

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
