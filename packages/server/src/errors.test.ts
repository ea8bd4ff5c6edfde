/**
 * How the service words failures it did not expect from the handler (errors.ts toServiceError):
 * a transaction PostgreSQL aborted for a conflict with a concurrent one (deadlock 40P01,
 * serialization failure 40001) is 503 `unavailable` with a retry hint, like a cut connection,
 * because nothing was written; other database errors stay 500 `server_error`. A real deadlock's
 * error is recognised in db postgres.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CommitOutcomeUnknown } from '@storeops/db';
import { toServiceError } from './errors';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('toServiceError', () => {
  it('answers a deadlock or serialization failure 503 unavailable with retry_after_seconds, nothing written', () => {
    for (const code of ['40P01', '40001']) {
      const write = toServiceError(pgError(code, 'deadlock detected'), 'write');
      expect([write.status, write.code, write.extras]).toEqual([503, 'unavailable', { retry_after_seconds: 1 }]);
      expect(write.message).toMatch(/conflicted with a concurrent one.*nothing was written.*same Idempotency-Key/);
      const read = toServiceError(pgError(code, 'could not serialize access'), 'read');
      expect([read.status, read.code]).toEqual([503, 'unavailable']);
      expect(read.message).toMatch(/Nothing was written/);
    }
  });

  it('keeps other database errors, and a connection lost at COMMIT, 500 server_error', () => {
    expect(toServiceError(pgError('23505', 'duplicate key value violates unique constraint'), 'write').code).toBe('server_error');
    expect(toServiceError(new CommitOutcomeUnknown(pgError('57P01', 'terminating connection')), 'write').code).toBe('server_error');
    expect(toServiceError(pgError('57P01', 'terminating connection'), 'write').code).toBe('unavailable');
  });
});
