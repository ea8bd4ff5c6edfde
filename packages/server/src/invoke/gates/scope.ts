/**
 * Gate 2, scope (docs/ARCHITECTURE.md "One invocation core"; seed "Scopes", "Errors"
 * `insufficient_scope`): the credential's scopes must grant the operation (auth/scopes.ts
 * `grants`: the operation's own scope, or the `read` / `write` / `admin` bundle its tier needs).
 *
 * Errors: 403 `insufficient_scope`, with `required_scopes` (every scope that would grant it).
 */
import type { OperationDescriptor } from '@storeops/contract';
import { ServiceError } from '../../errors';
import { grants, requiredScopes } from '../../auth/scopes';
import type { Credential } from '../../auth/credentials';

/** @throws ServiceError `insufficient_scope` when `credential`'s scopes do not grant `op` */
export function requireScope(op: OperationDescriptor, credential: Credential): void {
  if (grants(credential.scopes, op)) return;
  const required = requiredScopes(op);
  throw new ServiceError('insufficient_scope', `${op.name} needs one of these scopes: ${required.join(', ')}.`, {
    required_scopes: required,
  });
}
