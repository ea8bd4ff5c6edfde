/**
 * The operation registry (seed: "Operation catalogue"): one {@link OperationDescriptor} per row of
 * the generated registry (generated/registry.ts), sorted by name. A row carries the operation's
 * facts and pointers (`inputType`, `resultType`: names under `components.schemas` of the
 * OpenAPI document, documents.ts); `inputSchema` / `outputSchema` are resolved from the document
 * on first read (schema-refs.ts `dereference`) and the same object is returned every time after,
 * so the MCP tool list, `list_store_actions` and the validators share one copy.
 */
import { componentSchemas, OPENAPI_DOCUMENT } from './documents';
import { OPERATION_ROWS, type OperationName } from './generated/registry';
import type { OperationDescriptor, OperationRow } from './operation';
import { dereference, type JsonSchema } from './schema-refs';

const schemas = componentSchemas(OPENAPI_DOCUMENT);

/** The self-contained schema of component `name`; throws when the document has no such component. */
function resolve(name: string, operation: string): JsonSchema {
  const schema = schemas[name];
  if (schema === undefined) throw new Error(`${operation}: components.schemas.${name} is not in openapi.json (run pnpm gen)`);
  return dereference(schema, schemas) as JsonSchema;
}

function describe(row: OperationRow<OperationName>): OperationDescriptor<OperationName> {
  const { inputType, resultType, ...facts } = row;
  let input: JsonSchema | undefined;
  let output: JsonSchema | undefined;
  return {
    name: facts.name,
    method: 'POST',
    path: facts.path,
    summary: facts.summary,
    description: facts.description,
    scope: facts.scope,
    tier: facts.tier,
    domain: facts.domain,
    requiresStorefront: facts.requiresStorefront,
    sandboxOnly: facts.sandboxOnly,
    authority: facts.authority,
    gated: facts.gated,
    catalogue: facts.catalogue,
    get inputSchema() {
      return (input ??= resolve(inputType, facts.name));
    },
    get outputSchema() {
      return (output ??= resolve(resultType, facts.name));
    },
  };
}

/** The operation registry, sorted by name: the server, the MCP endpoint and `list_store_actions` read this one table. */
export const OPERATIONS: readonly OperationDescriptor<OperationName>[] = OPERATION_ROWS.map(describe);
