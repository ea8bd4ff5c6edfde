/**
 * Emitter: the operation registry (`registry.ts`): one descriptor per tool operation with its
 * name, path, scope, tier, domain, description and self-contained input/output JSON Schemas.
 * The server, the MCP endpoint and `list_store_actions` all read this one table.
 */
import { type ContractIR, tsBanner } from './ir';

export function emitRegistry(ir: Pick<ContractIR, 'operations'>): string {
  const names = ir.operations.map((o) => `  '${o.name}',`).join('\n');
  const rows = ir.operations.map((o) => {
    const row = {
      name: o.name,
      method: 'POST',
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
      inputSchema: o.inputSchema,
      outputSchema: o.outputSchema,
    };
    return `  ${JSON.stringify(row, null, 2).replace(/\n/g, '\n  ')},`;
  });
  return `${tsBanner()}import type { OperationDescriptor } from '../operation';

/** Every tool operation name in the contract, sorted. */
export const OPERATION_NAMES = [
${names}
] as const;

export type OperationName = (typeof OPERATION_NAMES)[number];

/** The operation registry, sorted by name. */
export const OPERATIONS: readonly OperationDescriptor<OperationName>[] = [
${rows.join('\n')}
];
`;
}
