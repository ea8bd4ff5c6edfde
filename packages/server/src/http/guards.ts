/**
 * What stands in front of the routes (seed "Authentication", "Limits"): `authenticate` admits a
 * credential (bearer, IP allowlist, per-credential rate limit; admission.ts) for the API
 * routes, `perAddress` limits everything served without a credential per client address, and
 * `publicRoute` serves a public document under that limit. Each sets the RateLimit headers either
 * way and answers its refusal itself (audited, like every reply).
 *
 * Refusals: 401 `unauthorized` / `expired` (with `WWW-Authenticate` when the
 * credential is missing or rejected), 401 `address_not_allowed`, 429 `rate_limited`, as
 * admission.ts and rate-limit/ raise them.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Admission, AdmissionError } from '../admission';
import { bearerChallenge } from '../oauth/discovery';
import { rateLimitHeaders, type RateDecision, type RateLimits } from '../rate-limit/index';
import { clientAddress, state, type LinkingDeps } from './pipeline';

export interface GuardDeps extends LinkingDeps {
  admission: Admission;
  limits: RateLimits;
}

export interface Guards {
  /** Admission (credential, IP allowlist, rate limit): sets `state(res).credential` and `.store`, or answers the refusal. */
  authenticate(req: Request, res: Response, next: NextFunction): Promise<void>;
  /**
   * The per-address limit of everything served without a credential (public documents, the OAuth
   * endpoints, signed download links): sets the RateLimit headers; false when it refused (429
   * `rate_limited` answered).
   */
  perAddress(req: Request, res: Response): Promise<boolean>;
  /**
   * A public document (surface `public`) answered by `fn`, limited per address and cacheable for
   * 5 minutes by any cache (refusals are not cached).
   */
  publicRoute(fn: (req: Request) => unknown): RequestHandler;
}

export function createGuards(d: GuardDeps): Guards {
  const authenticate = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const s = state(res);
    try {
      const admitted = await d.admission.admit(req.get('authorization'), clientAddress(req), d.now());
      s.credential = admitted.credential;
      s.store = admitted.store;
      res.set(rateLimitHeaders(admitted.rate));
      next();
    } catch (err) {
      const e = err as AdmissionError;
      if (e.challenge === true)
        res.setHeader('WWW-Authenticate', bearerChallenge(d.baseUrlOf(req), '', req.get('authorization') !== undefined));
      if (e.decision !== undefined) res.set(rateLimitHeaders(e.decision));
      await d.reply.fail(req, res, err);
    }
  };
  const perAddress = async (req: Request, res: Response): Promise<boolean> => {
    try {
      res.set(rateLimitHeaders(await d.limits.consume(`address:${clientAddress(req)}`, 'public', undefined, 'per-address')));
      return true;
    } catch (err) {
      state(res).surface = 'public';
      const decision = (err as { decision?: RateDecision }).decision;
      if (decision !== undefined) res.set(rateLimitHeaders(decision));
      await d.reply.fail(req, res, err);
      return false;
    }
  };
  const publicRoute = (fn: (req: Request) => unknown) => async (req: Request, res: Response) => {
    state(res).surface = 'public';
    if (!(await perAddress(req, res))) return;
    // openapi.json and changelog.json change only when the service is redeployed, and neither
    // depends on who asks (no credential is read): any cache may keep them for 5 minutes, which
    // bounds how stale they are after a deploy. `servers` follows the (validated) Host, which every
    // cache already keys on as part of the URL, so no Vary is needed. Refusals are not cached.
    res.setHeader('Cache-Control', 'public, max-age=300');
    await d.reply.send(req, res, 200, await fn(req));
  };
  return { authenticate, perAddress, publicRoute };
}
