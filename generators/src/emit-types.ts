/**
 * Emitter: JSON Schema component schemas -> TypeScript declarations (`types/<domain>.ts`,
 * `types/shared.ts`, `types/index.ts`: emitTypes).
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

/** One component's declaration (an interface for an object, else a type alias), with its doc comment. */
export function declaration(name: string, schema: JsonSchema): string {
  const doc = typeof schema.description === 'string' ? jsDoc(schema.description) : '';
  const body = schemaToTs(schema);
  return body.startsWith('{') ? `${doc}export interface ${name} ${body}\n` : `${doc}export type ${name} = ${body};\n`;
}

/** Names of the components `node` refers to directly (its own `$ref`s at any depth). */
function refsOf(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) refsOf(n, out);
  else if (node !== null && typeof node === 'object') {
    const ref = (node as JsonSchema).$ref;
    if (typeof ref === 'string') out.add(refName(ref, 'type emitter'));
    for (const value of Object.values(node)) refsOf(value, out);
  }
  return out;
}

/** The file name of the types no single domain owns. */
export const SHARED_TYPES = 'shared';

/**
 * The file each component's type goes to: the domain whose operations alone use it (through
 * their request or result, transitively), else `shared` (used by several domains, or by none,
 * e.g. `Error`). Closed under references: a domain's type refers only to its own and to shared
 * types, and a shared type only to shared types.
 */
export function typeHomes(ir: Pick<ContractIR, 'schemas' | 'operations'>): Map<string, string> {
  const direct = new Map(Object.keys(ir.schemas).map((name) => [name, refsOf(ir.schemas[name])]));
  const users = new Map<string, Set<string>>(Object.keys(ir.schemas).map((name) => [name, new Set()]));
  for (const o of ir.operations) {
    if (o.domain === SHARED_TYPES || o.domain === 'index') throw new Error(`type emitter: a domain may not be named ${o.domain}`);
    const pending = [o.inputTypeName, o.resultTypeName];
    const seen = new Set<string>();
    while (pending.length > 0) {
      const name = pending.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      users.get(name)?.add(o.domain);
      pending.push(...(direct.get(name) ?? []));
    }
  }
  const homes = new Map<string, string>();
  for (const [name, domains] of users) homes.set(name, domains.size === 1 ? [...domains][0]! : SHARED_TYPES);
  // What a shared type refers to is shared too (a type used by no operation may refer to one domain's).
  const pending = [...homes].filter(([, home]) => home === SHARED_TYPES).map(([name]) => name);
  while (pending.length > 0) {
    for (const ref of direct.get(pending.pop()!) ?? []) {
      if (homes.get(ref) !== SHARED_TYPES) {
        homes.set(ref, SHARED_TYPES);
        pending.push(ref);
      }
    }
  }
  return homes;
}

/**
 * The types, one exported type per component schema in name order, split per domain
 * (typeHomes): file name (`<domain>.ts`, `shared.ts`, and `index.ts` re-exporting every file) ->
 * content. Imports between them end in `.js` (the SDK that holds them is published as NodeNext
 * ES modules).
 */
export function emitTypes(ir: Pick<ContractIR, 'schemas' | 'operations'>): Map<string, string> {
  const homes = typeHomes(ir);
  const files = [...new Set(homes.values())].sort((a, b) => (a === SHARED_TYPES ? -1 : b === SHARED_TYPES ? 1 : a.localeCompare(b)));
  const out = new Map<string, string>();
  for (const file of files) {
    const names = Object.keys(ir.schemas)
      .filter((name) => homes.get(name) === file)
      .sort();
    const imported = new Set<string>();
    for (const name of names) for (const ref of refsOf(ir.schemas[name])) if (homes.get(ref) !== file) imported.add(ref);
    const from = [...new Set([...imported].map((ref) => homes.get(ref)!))];
    if (from.some((f) => f !== SHARED_TYPES)) throw new Error(`type emitter: ${file} refers to another domain's type`);
    const head = [tsBanner()];
    if (imported.size > 0) head.push(`import type { ${[...imported].sort().join(', ')} } from './${SHARED_TYPES}.js';\n`);
    out.set(`${file}.ts`, [...head, ...names.map((name) => declaration(name, ir.schemas[name]!))].join('\n'));
  }
  out.set('index.ts', `${tsBanner()}\n${files.map((f) => `export type * from './${f}.js';`).join('\n')}\n`);
  return out;
}
