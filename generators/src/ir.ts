/**
 * The intermediate representation (IR) every emitter reads: one object built from the bundled
 * OpenAPI 3.1 document. Emitters never look at the raw document.
 */
import { dereference, refName, type JsonSchema } from '../../packages/contract/src/schema-refs';
import type { OperationDescriptor, Tier } from '../../packages/contract/src/operation';
import { inputSchemaProblems } from './input-bounds';

// The one implementation of local `$ref`s, shared with the contract's run time (operations.ts).
export { dereference, refName, type JsonSchema };

export type { Tier };
const TIERS: readonly Tier[] = ['read', 'auto_write', 'propose_write'];
export type Authority = NonNullable<OperationDescriptor['authority']>;
const AUTHORITIES: readonly Authority[] = ['stop', 'handback'];

/**
 * One tool operation (an OpenAPI operation carrying `x-tier`): the contract's operation descriptor
 * (packages/contract/src/operation.ts) read from the document. `name` is the operationId; `scope`,
 * `tier`, `domain`, `requiresStorefront`, `sandboxOnly`, `authority`, `gated` and `catalogue` are
 * the extensions `x-scope`, `x-tier`, `x-domain`, `x-requires-storefront`, `x-sandbox-only`,
 * `x-authority`, `x-gated` (default true for writes) and `x-catalogue` (default true).
 */
export interface OperationIR extends Omit<OperationDescriptor, 'method' | 'inputSchema' | 'outputSchema'> {
  method: 'post';
  /**
   * `x-events`: the event types (spec/asyncapi) the operation can cause, at once or as a
   * consequence (a proposed write's card is later decided or expires). Checked against the
   * AsyncAPI catalogue and linked from the operation in the served reference
   * (asyncapi/operation-events.ts).
   */
  events: string[];
  /** Component schema names of the request body and of `result` in the 200 envelope. */
  inputTypeName: string;
  resultTypeName: string;
  /** Fully dereferenced, self-contained JSON Schemas (2020-12 dialect, as in OpenAPI 3.1). */
  inputSchema: JsonSchema;
  outputSchema: JsonSchema;
}

export interface ContractIR {
  title: string;
  version: string;
  operations: OperationIR[];
  /** `components.schemas`, with `$ref`s kept (emitters that want names use these). */
  schemas: Record<string, JsonSchema>;
  /** The `error` enum of the `Error` component schema: the seed's stable error codes. */
  errorCodes: string[];
  /** The bundled document itself (served as openapi.json). */
  document: JsonSchema;
}

/** The value at `path` inside `obj`, or undefined where the path breaks off. */
export function get(obj: unknown, path: string[]): unknown {
  let cur: unknown = obj;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/**
 * Builds the IR from a bundled OpenAPI 3.1 document. Every problem found is collected and thrown
 * as one Error listing all of them, so a spec author fixes everything in one pass.
 */
export function buildIR(document: JsonSchema): ContractIR {
  const problems: string[] = [];
  const schemas = (get(document, ['components', 'schemas']) ?? {}) as Record<string, JsonSchema>;
  const operations: OperationIR[] = [];
  const paths = (document.paths ?? {}) as Record<string, Record<string, JsonSchema>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (op === null || typeof op !== 'object' || op['x-tier'] === undefined) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const name = op.operationId;
      const tier = op['x-tier'] as Tier;
      if (typeof name !== 'string' || !/^[a-z][a-z0-9_]*$/.test(name)) problems.push(`${where}: operationId must be snake_case`);
      if (method !== 'post') problems.push(`${where}: tool operations are POST`);
      if (!TIERS.includes(tier)) problems.push(`${where}: x-tier must be one of ${TIERS.join(', ')}`);
      for (const ext of ['x-scope', 'x-domain']) {
        if (typeof op[ext] !== 'string') problems.push(`${where}: missing ${ext}`);
      }
      const authority = (op['x-authority'] ?? null) as Authority | null;
      if (authority !== null && (!AUTHORITIES.includes(authority) || tier === 'read'))
        problems.push(`${where}: x-authority must be one of ${AUTHORITIES.join(', ')}, on a write`);
      if (op['x-gated'] !== undefined && (typeof op['x-gated'] !== 'boolean' || tier === 'read'))
        problems.push(`${where}: x-gated must be a boolean, on a write`);
      if (op['x-sandbox-only'] !== undefined && typeof op['x-sandbox-only'] !== 'boolean')
        problems.push(`${where}: x-sandbox-only must be a boolean`);
      if (op['x-catalogue'] !== undefined && typeof op['x-catalogue'] !== 'boolean')
        problems.push(`${where}: x-catalogue must be a boolean`);
      const events = op['x-events'] ?? [];
      if (!Array.isArray(events) || !events.every((e) => typeof e === 'string'))
        problems.push(`${where}: x-events must be a list of event types`);
      let inputTypeName = '';
      let resultTypeName = '';
      try {
        inputTypeName = refName(get(op, ['requestBody', 'content', 'application/json', 'schema', '$ref']), `${where} requestBody`);
        resultTypeName = refName(
          get(op, ['responses', '200', 'content', 'application/json', 'schema', 'properties', 'result', '$ref']),
          `${where} 200 result`,
        );
      } catch (err) {
        problems.push((err as Error).message);
        continue;
      }
      const input = schemas[inputTypeName];
      const output = schemas[resultTypeName];
      if (input === undefined || output === undefined) {
        problems.push(`${where}: components ${inputTypeName} / ${resultTypeName} must exist`);
        continue;
      }
      operations.push({
        name: name as string,
        method: 'post',
        path,
        summary: String(op.summary ?? ''),
        description: String(op.description ?? ''),
        scope: String(op['x-scope']),
        tier,
        domain: String(op['x-domain']),
        requiresStorefront: op['x-requires-storefront'] === true,
        sandboxOnly: op['x-sandbox-only'] === true,
        authority,
        gated: tier !== 'read' && op['x-gated'] !== false,
        catalogue: op['x-catalogue'] !== false,
        events: Array.isArray(op['x-events']) ? (op['x-events'] as string[]) : [],
        inputTypeName,
        resultTypeName,
        inputSchema: dereference(input, schemas) as JsonSchema,
        outputSchema: dereference(output, schemas) as JsonSchema,
      });
    }
  }
  const errorSchema = schemas.Error === undefined ? undefined : dereference(schemas.Error, schemas);
  const errorCodes = get(errorSchema, ['properties', 'error', 'enum']);
  if (!Array.isArray(errorCodes)) problems.push('components.schemas.Error.properties.error.enum is required');
  const names = operations.map((o) => o.name);
  for (const dup of names.filter((n, i) => names.indexOf(n) !== i)) problems.push(`duplicate operationId ${dup}`);
  for (const o of operations) problems.push(...inputSchemaProblems(o.name, o.inputSchema));
  if (problems.length > 0) throw new Error(`spec problems:\n- ${problems.join('\n- ')}`);
  operations.sort((a, b) => a.name.localeCompare(b.name));
  return {
    title: String(get(document, ['info', 'title']) ?? ''),
    version: String(get(document, ['info', 'version']) ?? ''),
    operations,
    schemas,
    errorCodes: errorCodes as string[],
    document,
  };
}

/** `get_store_overview` -> `GetStoreOverview`; `catalog` -> `Catalog`. */
export function pascalCase(name: string): string {
  return name
    .split(/[_\-\s]+/)
    .filter((p) => p.length > 0)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');
}

/** `get_store_overview` -> `getStoreOverview`. */
export function camelCase(name: string): string {
  const p = pascalCase(name);
  return p.length === 0 ? p : p[0]!.toLowerCase() + p.slice(1);
}

export const BANNER_LINES = ['Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.'];

/** A generated TypeScript file's first lines. */
export function tsBanner(): string {
  return BANNER_LINES.map((l) => `// ${l}`).join('\n') + '\n';
}

/** Renders a JSDoc block from free text (keeps paragraphs; escapes the closing token). */
export function jsDoc(text: string, indent = ''): string {
  const lines = text.replace(/\*\//g, '*\\/').trim().split('\n');
  if (lines.length === 1 && lines[0] === '') return '';
  return `${indent}/**\n${lines.map((l) => `${indent} *${l.length > 0 ? ' ' + l : ''}`).join('\n')}\n${indent} */\n`;
}
