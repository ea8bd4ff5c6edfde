/**
 * OAuth 2.1 (oauth/; seed "Authentication"): the authorization server's endpoints under
 * `/api/oauth` and its metadata, limited per client address like the public documents; the
 * protected resource metadata of the API and of `/api/mcp`. Errors are the OAuth ones the
 * provider answers (oauth/server.ts), and 429 `rate_limited`.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { PROTECTED_RESOURCE_PATH, protectedResourceMetadata } from '../../oauth/discovery';
import { authorizationServerMetadata, oauthOperationOf, type OAuthServer } from '../../oauth/server';
import type { Guards } from '../guards';
import { state } from '../pipeline';

export interface OAuthRouteDeps {
  oauth: OAuthServer;
  guards: Pick<Guards, 'perAddress' | 'publicRoute'>;
  baseUrlOf: (req: Request) => string;
}

export function oauthRoutes({ oauth, guards, baseUrlOf }: OAuthRouteDeps): Router {
  const router = Router();
  const authorizationServer = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    state(res).operation = oauthOperationOf(req.path) ?? undefined;
    if (!(await guards.perAddress(req, res))) return;
    try {
      await oauth.handle(baseUrlOf(req), req, res);
    } catch (err) {
      next(err);
    }
  };
  // Not `router.use('/api/oauth', ...)`: the provider would read Express's mount path
  // (`req.baseUrl`) as its own and prefix it to the routes it already names in full.
  router.use((req, res, next) => {
    if (req.path === '/api/oauth' || req.path.startsWith('/api/oauth/')) void authorizationServer(req, res, next);
    else next();
  });
  router.get(
    '/.well-known/oauth-authorization-server',
    guards.publicRoute((req) => authorizationServerMetadata(baseUrlOf(req))),
  );
  router.get(
    PROTECTED_RESOURCE_PATH,
    guards.publicRoute((req) => protectedResourceMetadata(baseUrlOf(req), '')),
  );
  router.get(
    `${PROTECTED_RESOURCE_PATH}/api/mcp`,
    guards.publicRoute((req) => protectedResourceMetadata(baseUrlOf(req), '/api/mcp')),
  );
  return router;
}
