/**
 * Emitter: JSON Schema component schemas -> TypeScript declarations (`types.ts`).
 * Supports the subset the contract uses: object (properties/required/additionalProperties),
 * array (items), string/number/integer/boolean/null, `type` arrays, `enum`, `const`, `oneOf`/`anyOf`,
 * and local `$ref`s (rendered as the component's name). Anything else is a spec error.
 */
import { type ContractIR, type JsonSchema, jsDoc, refName, tsBanner } from './ir';

const PRIMITIVES: Record<string, string> = {
  string: 'string',
  number: 'number',
  integer: 'number',
  boolean: 'boolean',
  null: 'null',
};

function literal(value: unknown): string {
  return JSON.stringify(value);
}

function propKey(key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : JSON.stringify(key);
}

/** Renders one schema as a TypeScript type expression. */
export function schemaToTs(schema: JsonSchema, indent = ''): string {
  if (typeof schema.$ref === 'string') return refName(schema.$ref, 'type emitter');
  if ('const' in schema) return literal(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(' | ');
  for (const key of ['oneOf', 'anyOf'] as const) {
    const variants = schema[key];
    if (Array.isArray(variants)) return variants.map((v) => schemaToTs(v as JsonSchema, indent)).join(' | ');
  }
  const type = schema.type;
  if (Array.isArray(type)) {
    return type.map((t) => schemaToTs({ ...schema, type: t }, indent)).join(' | ');
  }
  if (type === 'array') {
    const items = (schema.items ?? {}) as JsonSchema;
    const inner = schemaToTs(items, indent);
    return /[|&]/.test(inner) && !inner.trim().startsWith('{') ? `Array<${inner}>` : `${inner}[]`;
  }
  if (type === 'object' || (type === undefined && schema.properties !== undefined)) {
    return objectToTs(schema, indent);
  }
  if (typeof type === 'string' && PRIMITIVES[type] !== undefined) return PRIMITIVES[type]!;
  if (type === undefined && Object.keys(schema).every((k) => ['description', 'title', 'examples'].includes(k))) return 'unknown';
  throw new Error(`type emitter: unsupported schema ${JSON.stringify(schema).slice(0, 200)}`);
}

function objectToTs(schema: JsonSchema, indent: string): string {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const inner = indent + '  ';
  const lines: string[] = [];
  for (const [key, prop] of Object.entries(props)) {
    const doc = typeof prop.description === 'string' ? jsDoc(prop.description, inner) : '';
    lines.push(`${doc}${inner}${propKey(key)}${required.has(key) ? '' : '?'}: ${schemaToTs(prop, inner)};`);
  }
  const extra = schema.additionalProperties;
  if (extra !== undefined && extra !== false) {
    const valueType = extra === true ? 'unknown' : schemaToTs(extra as JsonSchema, inner);
    lines.push(`${inner}[key: string]: ${valueType};`);
  }
  if (lines.length === 0) return extra === false ? 'Record<string, never>' : 'Record<string, unknown>';
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** `types.ts`: one exported type per component schema, in name order. */
export function emitTypes(ir: Pick<ContractIR, 'schemas'>): string {
  const out: string[] = [tsBanner()];
  for (const name of Object.keys(ir.schemas).sort()) {
    const schema = ir.schemas[name]!;
    const doc = typeof schema.description === 'string' ? jsDoc(schema.description) : '';
    const body = schemaToTs(schema);
    out.push(body.startsWith('{') ? `${doc}export interface ${name} ${body}\n` : `${doc}export type ${name} = ${body};\n`);
  }
  return out.join('\n');
}
