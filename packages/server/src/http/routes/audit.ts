/**
 * The audit log read (seed "Endpoints" `GET /api/v1/audit`, "Audit"): the credential's store's
 * rows, newest first, as JSON pages or CSV (`format=csv`, the cursor in `x-next-cursor` and a
 * `Link: rel="next"`). Reading the log is itself audited (operation `audit_list`, its
 * `subject_ref` filter as the row's subject). Query errors: 400 `invalid_request` (audit/read.ts).
 */
import { Router, type Request, type Response } from 'express';
import { auditCsv, parseAuditQuery, readAuditPage } from '../../audit/read';
import type { Invoker } from '../../invoke/invoke';
import type { Guards } from '../guards';
import { state, type Replier } from '../pipeline';

export interface AuditRouteDeps {
  invoker: Invoker;
  guards: Pick<Guards, 'authenticate'>;
  reply: Replier;
  baseUrlOf: (req: Request) => string;
}

export function auditRoutes({ invoker, guards, reply, baseUrlOf }: AuditRouteDeps): Router {
  const router = Router();
  router.get('/api/v1/audit', guards.authenticate, async (req: Request, res: Response) => {
    const s = state(res);
    s.operation = 'audit_list';
    const query = parseAuditQuery(req.query as Record<string, unknown>);
    s.subjectRef = query.subjectRef;
    const storeId = s.credential!.storeId;
    const page = await invoker.readInStore(storeId, (q) => readAuditPage(q, storeId, query));
    if (query.format === 'csv') {
      res.setHeader('x-has-more', String(page.has_more));
      if (page.next_cursor !== null) {
        res.setHeader('x-next-cursor', page.next_cursor);
        const next = new URLSearchParams({ ...(req.query as Record<string, string>), before: page.next_cursor });
        res.setHeader('Link', `<${baseUrlOf(req)}/api/v1/audit?${next.toString()}>; rel="next"`);
      }
      res.setHeader('Content-Disposition', 'attachment; filename="audit.csv"');
      await reply.send(req, res, 200, null, { contentType: 'text/csv; charset=utf-8', text: auditCsv(page.data) });
    } else {
      await reply.send(req, res, 200, page);
    }
  });
  return router;
}
