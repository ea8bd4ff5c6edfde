/**
 * Credential diagnosis (`POST /api/v1/credentials/diagnose`, operation `credentials_diagnose`;
 * auth/diagnose.ts): its own admission, since it must describe the very credentials the shared one
 * refuses (none, unknown, revoked, expired, wrong address, any scopes). A request naming no
 * credential of the service is limited per address; one naming a credential, per that credential.
 *
 * Errors: 401 `no_credential` (no Authorization header), 401 `credential_rejected` (it names no
 * credential), 400 `invalid_request` (any argument: it takes none), 429 `rate_limited`.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Knex } from 'knex';
import { excerpt } from '@storeops/contract';
import { describeDiagnosis, diagnoseCredential, type Diagnosis } from '../../auth/diagnose';
import { allowed } from '../../auth/allowlist';
import { ServiceError } from '../../errors';
import { bearerChallenge } from '../../oauth/discovery';
import type { AccessTokens } from '../../oauth/resource';
import { rateLimitHeaders, type RateDecision, type RateLimits } from '../../rate-limit/index';
import type { StoreDirectory, StoreRecord } from '../../stores';
import type { Guards } from '../guards';
import { clientAddress, jsonObjectBody, state, type LinkingDeps } from '../pipeline';

export interface CredentialRouteDeps extends LinkingDeps {
  db: Knex;
  accessTokens: AccessTokens;
  stores: StoreDirectory;
  limits: RateLimits;
  guards: Pick<Guards, 'perAddress'>;
}

export function credentialRoutes(d: CredentialRouteDeps): Router {
  const { reply } = d;
  const router = Router();
  router.post(
    '/api/v1/credentials/diagnose',
    async (req: Request, res: Response, next: NextFunction) => {
      const s = state(res);
      s.operation = 'credentials_diagnose';
      const found = await diagnoseCredential(d.db, d.accessTokens, req.get('authorization'));
      if (found.outcome !== 'found') {
        if (!(await d.guards.perAddress(req, res))) return;
        res.setHeader('WWW-Authenticate', bearerChallenge(d.baseUrlOf(req), '', found.outcome === 'rejected'));
        await reply.fail(
          req,
          res,
          found.outcome === 'no_credential'
            ? new ServiceError(
                'no_credential',
                'No Authorization header. Send Authorization: Bearer <API key or access token> to diagnose it.',
              )
            : new ServiceError(
                'credential_rejected',
                'The Authorization header does not name any credential of this service (not Bearer <value>, unknown, mistyped, or an access token whose app was disconnected).',
              ),
        );
        return;
      }
      const credential = found.credential;
      const store = await d.stores.get(credential.storeId, d.now().getTime()).catch(() => null);
      try {
        res.set(rateLimitHeaders(await d.limits.consume(credential.id, credential.storeId, store?.rateLimitPerMinute)));
      } catch (err) {
        const decision = (err as { decision?: RateDecision }).decision;
        if (decision !== undefined) res.set(rateLimitHeaders(decision));
        await reply.fail(req, res, err);
        return;
      }
      if (store !== null) s.credential = credential;
      res.locals.diagnosis = { found, store };
      next();
    },
    ...jsonObjectBody(),
    async (req: Request, res: Response) => {
      const extra = Object.keys(req.body as object);
      if (extra.length > 0)
        throw new ServiceError('invalid_request', `${excerpt(extra[0]!)}: unknown argument (this operation takes none; send {})`);
      const { found, store } = res.locals.diagnosis as { found: Extract<Diagnosis, { outcome: 'found' }>; store: StoreRecord | null };
      const address = clientAddress(req);
      const cidrs = found.credential.ipAllowlist;
      const addressAllowed = cidrs === null || cidrs.length === 0 || allowed(address, cidrs);
      const result = describeDiagnosis(found, store === null ? null : { id: store.id, name: store.name }, address, addressAllowed, d.now());
      await reply.send(req, res, 200, { ok: true, result });
    },
  );
  return router;
}
