/**
 * The invoke core (ARCHITECTURE.md "One invocation core, several surfaces"): every operation from
 * every surface runs through `Invoker.invoke`, which applies the gates in order:
 *   1. resolve the operation; unknown, or not existing for this store -> `not_found` (404)
 *   2. scope -> `insufficient_scope` (403) with `required_scopes`
 *   3. input validation against the operation's JSON Schema (defaults applied) -> `invalid_request`
 *   4-5. idempotency and the risk tier (this build serves the `read` tier; start-up refuses a
 *      registry with write operations until the write path is registered)
 * Auditing happens at the surface boundary, before the reply leaves (see audit/writer.ts).
 * Handlers never see HTTP and never get the raw connection.
 */
import type { Knex } from 'knex';
import { createStoreScope } from '@storeops/db';
import {
  ArgumentError,
  OPERATIONS,
  type Access,
  type AllHandlers,
  type HandlerContext,
  type OperationDescriptor,
  type StoreInfo,
  inputValidators,
} from '@storeops/contract';
import { ServiceError } from '../errors';
import { grants, requiredScopes } from '../auth/scopes';
import type { Credential } from '../auth/credentials';
import { describeSchemaError, type SchemaError } from './validation';

export type Surface = HandlerContext['surface'];

export interface InvokeContext {
  credential: Credential;
  store: StoreInfo;
  requestId: string;
  surface: Surface;
  now: Date;
}

export type InvokeOutcome =
  | { ok: true; result: unknown; operation: OperationDescriptor; subjectRef: string | null }
  | { ok: false; error: ServiceError; operation: OperationDescriptor | null; subjectRef: string | null };

type Validator = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };
type AnyHandler = (input: unknown, ctx: HandlerContext) => Promise<unknown>;

/** Arguments that identify the subject of a call, in order of preference, for `subject_ref`. */
const SUBJECT_ARGUMENTS: Array<[string, string]> = [
  ['order_id', 'order'],
  ['product_id', 'product'],
  ['variant_id', 'variant'],
  ['approval_id', 'approval'],
  ['thread_id', 'thread'],
];

export function subjectRefOf(input: unknown): string | null {
  if (input === null || typeof input !== 'object') return null;
  for (const [arg, kind] of SUBJECT_ARGUMENTS) {
    const value = (input as Record<string, unknown>)[arg];
    if (typeof value === 'string' && value.length > 0) return `${kind}:${value}`;
  }
  return null;
}

export class Invoker {
  private readonly operations = new Map<string, OperationDescriptor>();
  private readonly handlers = new Map<string, AnyHandler>();

  constructor(
    private readonly db: Knex,
    handlers: AllHandlers,
    registry: readonly OperationDescriptor[] = OPERATIONS,
  ) {
    const missing: string[] = [];
    for (const op of registry) {
      const domain = (handlers as unknown as Record<string, Record<string, unknown> | undefined>)[op.domain];
      const fn = domain?.[op.name];
      if (typeof fn !== 'function') missing.push(`${op.domain}.${op.name}`);
      else this.handlers.set(op.name, fn.bind(domain) as AnyHandler);
      if (op.tier !== 'read') missing.push(`${op.name}: tier ${op.tier} needs the write path`);
      if ((inputValidators as Record<string, unknown>)[op.name] === undefined)
        missing.push(`${op.name}: no input validator (run pnpm gen)`);
      this.operations.set(op.name, op);
    }
    if (missing.length > 0) throw new Error(`cannot serve the registry:\n- ${missing.join('\n- ')}`);
  }

  /** Every operation in the registry. */
  list(): OperationDescriptor[] {
    return [...this.operations.values()];
  }

  /** Gate 1 + 2 as data: whether `credential` may call `op` on `store`. */
  access(op: OperationDescriptor, credential: Credential, store: StoreInfo): Access {
    if (op.requiresStorefront && store.tenantType !== 'hosted_storefront') return 'not_for_store';
    return grants(credential.scopes, op) ? 'allowed' : 'missing_scope';
  }

  async invoke(name: string, input: unknown, ctx: InvokeContext): Promise<InvokeOutcome> {
    const op = this.operations.get(name) ?? null;
    const subjectRef = subjectRefOf(input);
    try {
      if (op === null || this.access(op, ctx.credential, ctx.store) === 'not_for_store') {
        throw new ServiceError(
          'not_found',
          `No operation named '${name}' is exposed to this credential. Call list_store_actions or read /api/v1/openapi.json for the catalogue.`,
        );
      }
      if (!grants(ctx.credential.scopes, op)) {
        const required = requiredScopes(op);
        throw new ServiceError('insufficient_scope', `${name} needs one of these scopes: ${required.join(', ')}.`, {
          required_scopes: required,
        });
      }
      if (input === null || typeof input !== 'object' || Array.isArray(input)) {
        throw new ServiceError('invalid_request', 'arguments: must be a JSON object');
      }
      const args = structuredClone(input) as Record<string, unknown>;
      const validate = (inputValidators as Record<string, Validator>)[name]!;
      if (!validate(args)) {
        const first = validate.errors?.[0];
        throw new ServiceError('invalid_request', first === undefined ? 'arguments are invalid' : describeSchemaError(first, args));
      }
      const handlerCtx: HandlerContext = {
        scope: createStoreScope(this.db, ctx.store.id),
        store: ctx.store,
        credential: { id: ctx.credential.id, kind: ctx.credential.kind, scopes: ctx.credential.scopes },
        access: (other) => this.access(other, ctx.credential, ctx.store),
        requestId: ctx.requestId,
        surface: ctx.surface,
        now: ctx.now,
      };
      const result = await this.handlers.get(name)!(args, handlerCtx);
      return { ok: true, result, operation: op, subjectRef };
    } catch (err) {
      if (err instanceof ServiceError) return { ok: false, error: err, operation: op, subjectRef };
      if (err instanceof ArgumentError)
        return { ok: false, error: new ServiceError('invalid_request', err.message), operation: op, subjectRef };
      throw err;
    }
  }
}
