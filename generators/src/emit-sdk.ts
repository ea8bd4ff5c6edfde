/**
 * Emitter: the SDK's typed methods (`packages/sdk/src/generated/methods.ts`), one camelCase method
 * per operation on an abstract class the hand-written client extends. Retries, idempotency keys
 * and errors live in the runtime, not here (docs/STYLE.md 5).
 */
import { type ContractIR, type OperationIR, camelCase, jsDoc, tsBanner } from './ir';

function methodDoc(o: OperationIR): string {
  const tierText =
    o.tier === 'read'
      ? 'Read: changes nothing.'
      : o.tier === 'auto_write'
        ? 'Automatic write.'
        : 'Proposed write: creates an approval card.';
  return jsDoc(
    [
      `${o.summary}`,
      '',
      `Operation \`${o.name}\` (\`${o.method.toUpperCase()} ${o.path}\`). ${tierText} Scope: \`${o.scope}\`.`,
      '',
      o.description,
      '',
      '@throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).',
    ].join('\n'),
    '  ',
  );
}

function hasRequired(o: OperationIR): boolean {
  return Array.isArray(o.inputSchema.required) && o.inputSchema.required.length > 0;
}

export function emitSdkMethods(ir: Pick<ContractIR, 'operations'>): string {
  const methods = ir.operations.map((o) => {
    const param = hasRequired(o) ? `input: T.${o.inputTypeName}` : `input: T.${o.inputTypeName} = {}`;
    return `${methodDoc(o)}  ${camelCase(o.name)}(${param}, options?: RequestOptions): Promise<T.${o.resultTypeName}> {
    return this.transport.call<T.${o.resultTypeName}>(
      { operation: '${o.name}', method: 'POST', path: '${o.path}', body: input, tier: '${o.tier}' },
      options,
    );
  }
`;
  });
  return `${tsBanner()}import type { RequestOptions, Transport } from '../runtime/transport.js';
import type * as T from './types/index.js';

/** One typed method per operation of the contract. */
export abstract class GeneratedMethods {
  protected abstract readonly transport: Transport;

${methods.join('\n')}}
`;
}
