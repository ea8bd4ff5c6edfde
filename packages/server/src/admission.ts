/**
 * Admission: the gates every surface applies before the invoke core, in order (seed:
 * Authentication rules 5-8, Limits):
 *   1. the bearer credential verifies (`unauthorized` / `expired`, 401);
 *   2. the caller's address is on the credential's IP allowlist, if it has one (`address_not_allowed`, 401);
 *   3. the per-credential, per-store rate limit (`rate_limited`, 429).
 * REST and MCP both call `admit`; neither re-implements a gate.
 */
import { CredentialResolver, type Credential } from './auth/credentials';
import { checkAllowlist } from './auth/allowlist';
import { RateLimits, type RateDecision } from './rate-limit/index';
import { StoreDirectory, type StoreRecord } from './stores';
import type { ServiceError } from './errors';

export interface Admitted {
  credential: Credential;
  store: StoreRecord;
  rate: RateDecision;
}

/** Failure of a gate: the ServiceError, plus the rate decision when the limit refused it. */
export type AdmissionError = ServiceError & { decision?: RateDecision; challenge?: boolean };

export class Admission {
  constructor(
    readonly credentials: CredentialResolver,
    readonly stores: StoreDirectory,
    readonly limits: RateLimits,
  ) {}

  /**
   * Runs gates 1-3. Throws an AdmissionError; `challenge` is true for the 401s that should carry
   * a `WWW-Authenticate: Bearer` challenge, `decision` is set on `rate_limited`.
   */
  async admit(authorization: string | undefined, address: string, now: Date): Promise<Admitted> {
    let credential: Credential;
    try {
      credential = await this.credentials.resolve(authorization, now);
      checkAllowlist(address, credential.ipAllowlist);
    } catch (err) {
      throw Object.assign(err as object, { challenge: true }) as AdmissionError;
    }
    const store = await this.stores.get(credential.storeId);
    const rate = await this.limits.consume(credential.id, store.id, store.rateLimitPerMinute);
    return { credential, store, rate };
  }
}
