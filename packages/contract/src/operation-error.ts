/**
 * Thrown by a domain handler to answer one of the seed's stable codes other than
 * `invalid_request` (for which ArgumentError exists), e.g. `field_already_owned` when an intent
 * declaration names an owned field, `insufficient_scope` when a field needs a scope the operation
 * itself does not, or `forbidden`. The invoke core answers it with the code's HTTP status and the
 * extra body fields given here.
 */
import type { ErrorCode } from '../../sdk/src/generated/errors';

export interface OperationErrorExtras {
  required_scopes?: string[];
  intent_id?: string | null;
  /** rate_limited: the limit that was exceeded (e.g. finance exports per entity). */
  limit?: number;
  /** rate_limited: seconds to wait before asking again (also the `Retry-After` header). */
  retry_after_seconds?: number;
}

export class OperationError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extras: OperationErrorExtras = {},
  ) {
    super(message);
    this.name = 'OperationError';
  }
}
