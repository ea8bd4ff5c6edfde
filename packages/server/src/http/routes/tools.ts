/**
 * The REST tool surface (seed "Endpoints"): `POST /api/v1/tools/{name}`, and each registry
 * operation with a path of its own (approvals, intents, ...), mounted from the registry: no route
 * is written by hand. Every route is a thin adapter: admission, the JSON object body, the invoke
 * core (invoke/invoke.ts, surface `rest`), then `reply` (audit, then send).
 */
import { Router, type Request, type Response } from 'express';
import type { Invoker } from '../../invoke/invoke';
import { parseIdempotencyHeader } from '../../write/idempotency';
import type { Guards } from '../guards';
import { jsonObjectBody, state, type Replier } from '../pipeline';

export interface ToolRouteDeps {
  invoker: Invoker;
  guards: Pick<Guards, 'authenticate'>;
  reply: Replier;
}

export function toolRoutes({ invoker, guards, reply }: ToolRouteDeps): Router {
  const router = Router();
  const tool = (nameOf: (req: Request) => string) => async (req: Request, res: Response) => {
    const s = state(res);
    const name = nameOf(req);
    s.operation = name;
    const outcome = await invoker.invoke(name, req.body, {
      credential: s.credential!,
      store: s.store!,
      requestId: s.requestId,
      surface: 'rest',
      now: s.receivedAt,
      idempotencyKey: parseIdempotencyHeader(req.get('idempotency-key')),
      audit: reply.template(req, res),
    });
    s.subjectRef = outcome.subjectRef;
    if (outcome.operation === null) s.operation = undefined;
    if (!outcome.ok) {
      await reply.fail(req, res, outcome.error);
      return;
    }
    if (outcome.replayed === true) res.setHeader('Idempotent-Replayed', 'true');
    if (outcome.audited) reply.sendAudited(res, 200, { ok: true, result: outcome.result });
    else if (outcome.resultJson !== undefined)
      // A cached read: the same bytes res.json would send, without serialising the answer again.
      await reply.send(req, res, 200, null, { contentType: 'application/json', text: `{"ok":true,"result":${outcome.resultJson}}` });
    else await reply.send(req, res, 200, { ok: true, result: outcome.result });
  };
  router.post(
    '/api/v1/tools/:name',
    guards.authenticate,
    ...jsonObjectBody(),
    tool((req) => String(req.params.name)),
  );
  for (const op of invoker.list()) {
    if (op.path !== `/api/v1/tools/${op.name}`)
      router.post(
        op.path,
        guards.authenticate,
        ...jsonObjectBody(),
        tool(() => op.name),
      );
  }
  return router;
}
