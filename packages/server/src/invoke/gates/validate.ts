/**
 * Gate 3, validate (docs/ARCHITECTURE.md "One invocation core"; seed "Errors" `invalid_request`): the
 * call's arguments, in three steps.
 * 1. Shape and text: the arguments must be a JSON object, and no string in it (key or value, at
 *    any depth) may hold U+0000 or an unpaired surrogate (PostgreSQL cannot store such text).
 * 2. The operation's JSON Schema (generated validators, defaults applied to a copy of the input),
 *    naming every failing argument, the first first (at most 10: validation.ts
 *    `describeSchemaErrors`).
 * 3. Egress (`checkEgressTargets`): an argument the schema marks `x-egress-target` (a webhook
 *    `url`) must pass the egress policy (https, every resolved address public; @storeops/egress
 *    `checkTarget`). This resolves the host, so the core runs it outside any transaction, and for
 *    a write after the idempotency claim (a retry with the same key replays without resolving).
 *
 * Errors: 400 `invalid_request` naming the argument (every step).
 */
import { inputValidators, type OperationDescriptor } from '@storeops/contract';
import { checkTarget, type EgressPolicy } from '@storeops/egress';
import { ServiceError } from '../../errors';
import { describeSchemaErrors, illFormedStringMessage, type SchemaError } from '../validation';

type Validator = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };

/** Whether the generated validators have one for `name` (the core refuses to start without it). */
export function hasValidator(name: string): boolean {
  return (inputValidators as Record<string, unknown>)[name] !== undefined;
}

/**
 * Steps 1 and 2: a validated copy of `input` with the schema's defaults applied (the caller's
 * object is never changed).
 * @throws ServiceError `invalid_request`
 */
export function validateArguments(op: OperationDescriptor, input: unknown): Record<string, unknown> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new ServiceError('invalid_request', 'arguments: must be a JSON object');
  }
  const illFormedString = illFormedStringMessage(input);
  if (illFormedString !== null) throw new ServiceError('invalid_request', illFormedString);
  const args = structuredClone(input) as Record<string, unknown>;
  const validate = (inputValidators as Record<string, Validator>)[op.name]!;
  if (!validate(args)) throw new ServiceError('invalid_request', describeSchemaErrors(validate.errors ?? [], args));
  return args;
}

/** The top-level arguments of `op` its schema marks `x-egress-target` (outbound URLs). */
export function egressTargetsOf(op: OperationDescriptor): string[] {
  const props = (op.inputSchema.properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.keys(props).filter((p) => props[p]?.['x-egress-target'] === true);
}

/**
 * Step 3: every argument named in `targets` that holds a string must pass `policy` (resolving its
 * host: never call this inside a transaction).
 * @throws ServiceError `invalid_request` naming the first refused argument
 */
export async function checkEgressTargets(targets: readonly string[], args: Record<string, unknown>, policy: EgressPolicy): Promise<void> {
  for (const field of targets) {
    const value = args[field];
    const refusal = typeof value === 'string' ? await checkTarget(value, policy) : null;
    if (refusal !== null) throw new ServiceError('invalid_request', `${field}: ${refusal.message}`);
  }
}
