/**
 * Emitter: the operation registry's rows (`registry.ts`): per tool operation its name, path,
 * scope, tier, domain, flags, summary and description, and pointers to its schemas (`inputType`,
 * `resultType`: component names in the OpenAPI document, generated/openapi.json), never copies of
 * them. packages/contract/src/operations.ts turns the rows into the `OPERATIONS` descriptors the
 * server, the MCP endpoint and `list_store_actions` read.
 */
import { type ContractIR, tsBanner } from './ir';

export function emitRegistry(ir: Pick<ContractIR, 'operations'>): string {
  const names = ir.operations.map((o) => `  '${o.name}',`).join('\n');
  const rows = ir.operations.map((o) => {
    const row = {
      name: o.name,
      path: o.path,
      summary: o.summary,
      description: o.description,
      scope: o.scope,
      tier: o.tier,
      domain: o.domain,
      requiresStorefront: o.requiresStorefront,
      sandboxOnly: o.sandboxOnly,
      authority: o.authority,
      gated: o.gated,
      catalogue: o.catalogue,
      inputType: o.inputTypeName,
      resultType: o.resultTypeName,
    };
    return `  ${JSON.stringify(row, null, 2).replace(/\n/g, '\n  ')},`;
  });
  return `${tsBanner()}import type { OperationRow } from '../operation';

/** Every tool operation name in the contract, sorted. */
export const OPERATION_NAMES = [
${names}
] as const;

export type OperationName = (typeof OPERATION_NAMES)[number];

/** One row per operation, sorted by name; schemas are names under \`components.schemas\` of openapi.json. */
export const OPERATION_ROWS: readonly OperationRow<OperationName>[] = [
${rows.join('\n')}
];
`;
}
