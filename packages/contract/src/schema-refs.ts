/**
 * Local `$ref`s of the contract documents (OpenAPI 3.1 `components.schemas`, AsyncAPI 3.0 the
 * same): resolving a component to the self-contained JSON Schema (2020-12) that the registry
 * serves (MCP `inputSchema` / `outputSchema`, `list_store_actions`) and ajv compiles. One
 * implementation, used by the generator (generators/src/ir.ts) and at run time (operations.ts,
 * validators.ts), so both see exactly the same schema.
 */

export type JsonSchema = { [key: string]: unknown };

/** The prefix of every local schema `$ref`. */
export const SCHEMA_REF_PREFIX = '#/components/schemas/';

/**
 * Name of the component a `$ref` points to (`#/components/schemas/Money` -> `Money`).
 * @throws Error for anything but a local schema ref, naming `where`.
 */
export function refName(ref: unknown, where: string): string {
  if (typeof ref !== 'string' || !ref.startsWith(SCHEMA_REF_PREFIX)) {
    throw new Error(`${where}: expected a $ref to ${SCHEMA_REF_PREFIX}<Name>, got ${JSON.stringify(ref)}`);
  }
  return ref.slice(SCHEMA_REF_PREFIX.length);
}

/**
 * Inline every local `$ref`, producing a self-contained schema (a new object; `schemas` is not
 * changed). A component that refers back to itself (a recursive schema) cannot be inlined: it is
 * hoisted once into the root's `$defs` and referenced as `#/$defs/<Name>`, which keeps the result
 * self-contained and valid JSON Schema.
 * @throws Error on a dangling ref.
 */
export function dereference(schema: unknown, schemas: Record<string, JsonSchema>): unknown {
  const defs: Record<string, unknown> = {};
  const pending = new Set<string>();
  const walk = (node: unknown, seen: string[]): unknown => {
    if (Array.isArray(node)) return node.map((s) => walk(s, seen));
    if (node === null || typeof node !== 'object') return node;
    const obj = node as JsonSchema;
    if (typeof obj.$ref === 'string') {
      const name = refName(obj.$ref, 'dereference');
      const target = schemas[name];
      if (target === undefined) throw new Error(`dangling $ref ${obj.$ref}`);
      const { $ref: _ignored, ...siblings } = obj;
      let resolved: JsonSchema;
      if (seen.includes(name)) {
        if (!(name in defs) && !pending.has(name)) {
          pending.add(name);
          defs[name] = walk(target, [name]);
          pending.delete(name);
        }
        resolved = { $ref: `#/$defs/${name}` };
      } else {
        resolved = walk(target, [...seen, name]) as JsonSchema;
      }
      return Object.keys(siblings).length === 0 ? resolved : { ...resolved, ...(walk(siblings, seen) as JsonSchema) };
    }
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(obj)) out[key] = walk(value, seen);
    return out;
  };
  const root = walk(schema, []);
  if (Object.keys(defs).length === 0 || root === null || typeof root !== 'object') return root;
  return { ...(root as JsonSchema), $defs: defs };
}
