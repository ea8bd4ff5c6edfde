/**
 * Renders the first JSON Schema violation of a tool's input as an `invalid_request` message that
 * names the argument (seed: Errors, "the message names which"), e.g.
 * `limit: must be at most 50 (got 51)` or `product_id: must be a UUID string`.
 */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** `/filter/lifecycle_state` -> `filter.lifecycle_state`; `/items/0` -> `items[0]`. */
export function argumentName(instancePath: string, child?: string): string {
  const parts = instancePath.split('/').filter((p) => p.length > 0);
  if (child !== undefined) parts.push(child);
  return parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc === '' ? p : `${acc}.${p}`), '');
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function valueAt(input: unknown, instancePath: string): unknown {
  let cur = input;
  for (const p of instancePath.split('/').filter((s) => s.length > 0)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur;
}

export function describeSchemaError(err: SchemaError, input: unknown): string {
  const { keyword, params, instancePath } = err;
  const name = argumentName(instancePath);
  const got = (): string => ` (got ${show(valueAt(input, instancePath))})`;
  switch (keyword) {
    case 'required':
      return `${argumentName(instancePath, String(params.missingProperty))}: is required`;
    case 'additionalProperties':
      return `${argumentName(instancePath, String(params.additionalProperty))}: is not an argument of this operation`;
    case 'type':
      return `${name === '' ? 'body' : name}: must be ${params.type === 'integer' ? 'an integer' : `of type ${String(params.type)}`}${got()}`;
    case 'minimum':
      return `${name}: must be at least ${String(params.limit)}${got()}`;
    case 'maximum':
      return `${name}: must be at most ${String(params.limit)}${got()}`;
    case 'exclusiveMinimum':
      return `${name}: must be greater than ${String(params.limit)}${got()}`;
    case 'exclusiveMaximum':
      return `${name}: must be less than ${String(params.limit)}${got()}`;
    case 'enum':
      return `${name}: must be one of ${(params.allowedValues as unknown[]).map((v) => String(v)).join(', ')}${got()}`;
    case 'const':
      return `${name}: must be ${show(params.allowedValue)}${got()}`;
    case 'format':
      return `${name}: must be ${params.format === 'uuid' ? 'a UUID string' : `a valid ${String(params.format)}`}${got()}`;
    case 'minLength':
    case 'maxLength':
      return `${name}: must have ${keyword === 'minLength' ? 'at least' : 'at most'} ${String(params.limit)} characters`;
    case 'minItems':
    case 'maxItems':
      return `${name}: must have ${keyword === 'minItems' ? 'at least' : 'at most'} ${String(params.limit)} items`;
    case 'multipleOf':
      return `${name}: must be a multiple of ${String(params.multipleOf)}${got()}`;
    case 'pattern':
      return `${name}: must match ${String(params.pattern)}${got()}`;
    default:
      return `${name === '' ? 'body' : name}: ${err.message ?? 'is invalid'}`;
  }
}
