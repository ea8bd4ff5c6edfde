/** Emitter: the seed's stable error codes (`errors.ts`), from the `Error` schema's `error` enum. */
import { type ContractIR, tsBanner } from './ir';

export function emitErrors(ir: Pick<ContractIR, 'errorCodes'>): string {
  return `${tsBanner()}
/** Every stable error code of the contract (seed: Errors). Branch on these, never on messages. */
export const ERROR_CODES = [
${ir.errorCodes.map((c) => `  '${c}',`).join('\n')}
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
`;
}
