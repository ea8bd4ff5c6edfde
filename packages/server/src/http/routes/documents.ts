/**
 * The public documents (seed "Versioning", "Events"; no credential, surface `public`, limited per
 * client address): `openapi.json` (its `servers` the request's base URL), `changelog.json`,
 * `asyncapi.json`, the event reference (public/event-docs.ts), the webhook signature keys
 * (`/.well-known/jwks.json`; the first key is made on first use), and the API reference page with
 * its assets (strict CSP, no framing, no sniffing: http/security-headers.ts); `/` redirects to it.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { Router } from 'express';
import type { Knex } from 'knex';
import { ASYNCAPI_DOCUMENT } from '@storeops/contract';
import { ensureSigningKey, publishedJwks } from '../../events/signing-keys';
import type { Invoker } from '../../invoke/invoke';
import { REFERENCE_FILES, changelog, liveOpenApiDocument, referencePage } from '../../public/documents';
import { EVENT_DOCS_ASSETS_PATH, EVENT_DOCS_DIR, EVENT_DOCS_PATH, eventDocsPage } from '../../public/event-docs';
import type { Guards } from '../guards';
import { state, type LinkingDeps } from '../pipeline';
import { referenceSecurityHeaders } from '../security-headers';

export interface DocumentRouteDeps extends LinkingDeps {
  db: Knex;
  invoker: Invoker;
  guards: Pick<Guards, 'publicRoute'>;
}

export function documentRoutes({ db, invoker, guards, reply, now, baseUrlOf }: DocumentRouteDeps): Router {
  const router = Router();
  const { publicRoute } = guards;
  router.get(
    '/api/v1/openapi.json',
    publicRoute((req) => liveOpenApiDocument(invoker.list(), baseUrlOf(req))),
  );
  router.get(
    '/api/v1/changelog.json',
    publicRoute(() => changelog()),
  );
  // The events (public/event-docs.ts): the AsyncAPI document, and the reference rendered from it
  // at generation time, under the API reference's CSP and headers.
  router.get(
    '/api/v1/asyncapi.json',
    publicRoute(() => ASYNCAPI_DOCUMENT),
  );
  router.use(EVENT_DOCS_PATH, referenceSecurityHeaders(baseUrlOf, { evalScripts: true }));
  router.get(EVENT_DOCS_PATH, async (req, res) => {
    state(res).surface = 'public';
    res.setHeader('Cache-Control', 'public, max-age=300');
    await reply.send(req, res, 200, null, { contentType: 'text/html; charset=utf-8', text: eventDocsPage() });
  });
  for (const folder of ['js', 'css'])
    router.use(`${EVENT_DOCS_ASSETS_PATH}/${folder}`, express.static(`${EVENT_DOCS_DIR}${folder}`, { index: false, maxAge: '1h' }));
  // The webhook signature keys (events/signing-keys.ts): the first key is made on first use.
  let firstKey: Promise<unknown> | null = null;
  router.get(
    '/.well-known/jwks.json',
    publicRoute(async () => {
      firstKey ??= ensureSigningKey(db, now());
      await firstKey;
      return publishedJwks(db, now());
    }),
  );
  const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  // The page where keys are pasted: strict CSP, no framing, no sniffing (http/security-headers.ts).
  router.use('/api/v1/reference', referenceSecurityHeaders(baseUrlOf));
  router.get('/api/v1/reference', async (req, res) => {
    state(res).surface = 'public';
    await reply.send(req, res, 200, null, { contentType: 'text/html; charset=utf-8', text: referencePage('/api/v1/reference/assets') });
  });
  for (const [name, file] of Object.entries(REFERENCE_FILES)) {
    router.get(`/api/v1/reference/assets/${name}`, (_req, res) => {
      res.set('Cache-Control', 'public, max-age=300').type(file.type).send(file.body);
    });
  }
  router.use('/api/v1/reference/assets', express.static(swaggerDir, { index: false, maxAge: '1h' }));
  router.get('/', (_req, res) => res.redirect(302, '/api/v1/reference'));
  return router;
}
