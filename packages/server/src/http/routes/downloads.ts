/**
 * The domains' downloads (contract `Downloads`; handlers.ts `downloads`), e.g.
 * `GET /api/v1/finance/exports/{id}/content?token=...` (finance_export_download): files served
 * outside the tool surface with no Authorization header, the signed short-lived token being the
 * credential, so each route is limited per client address like the public documents. The domain
 * opens the link (token, rows, rendering); this route audits the answer (the success with the
 * file's subject, e.g. `finance_export:<id>`) and streams the body.
 *
 * The body is written chunk by chunk, each chunk produced (a short row-level-scoped read of the
 * store) only after the previous one is written, honouring back-pressure (`drain`), so memory stays
 * bounded whatever the file's size and the response is chunked (no Content-Length). A client that
 * goes away stops the reads. A failure after the first byte can no longer change the status: the
 * connection is cut, so the client sees a truncated transfer, never a complete-looking file.
 *
 * Errors: 404 `not_found` (the domain's refusal: a link that is not valid or expired, a file that
 * is gone), 429 `rate_limited`.
 */
import { Router, type Request, type Response } from 'express';
import { OperationError, type DownloadFile, type Downloads } from '@storeops/contract';
import { createStoreScope } from '@storeops/db';
import type { AuditWriter } from '../../audit/writer';
import { ServiceError } from '../../errors';
import type { Invoker } from '../../invoke/invoke';
import type { Guards } from '../guards';
import { state, type AnswerDeps } from '../pipeline';

export interface DownloadDeps extends AnswerDeps {
  downloads: Downloads;
  invoker: Invoker;
  audit: AuditWriter;
  log: (message: string) => void;
  guards: Pick<Guards, 'perAddress'>;
}

/** Resolves when `res` can take more (`drain`) or is gone (`close`), leaving no listener behind. */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** Audits the success, sends the headers and streams `file.body`. */
async function send(deps: DownloadDeps, req: Request, res: Response, file: DownloadFile): Promise<void> {
  const s = state(res);
  s.subjectRef = file.subject;
  const { startedAt, ...template } = deps.reply.template(req, res);
  await deps.audit.write({
    ...template,
    store_id: file.storeId,
    status: 200,
    error_code: null,
    operation: null,
    subject_ref: s.subjectRef,
    duration_ms: Math.round((performance.now() - startedAt) * 1000) / 1000,
  });
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  let gone = false;
  res.on('close', () => {
    gone = true;
  });
  try {
    for await (const chunk of file.body) {
      if (gone) return;
      if (chunk.length > 0 && !res.write(chunk)) await drained(res);
    }
    res.end();
  } catch (err) {
    deps.log(`${file.label}: streaming failed: ${err instanceof Error ? err.message : String(err)}`);
    res.destroy(err instanceof Error ? err : new Error(String(err)));
  }
}

export function downloadRoutes(deps: DownloadDeps): Router {
  const router = Router();
  for (const download of deps.downloads) {
    router.get(download.path, async (req: Request, res: Response) => {
      if (!(await deps.guards.perAddress(req, res))) return;
      let file: DownloadFile;
      try {
        file = await download.open({
          id: String(req.params.id),
          token: typeof req.query.token === 'string' ? req.query.token : '',
          now: deps.now(),
          readIn: (storeId) => (fn) => deps.invoker.readInStore(storeId, (q) => fn(createStoreScope(q, storeId))),
        });
      } catch (err) {
        if (!(err instanceof OperationError)) throw err;
        return deps.reply.fail(req, res, new ServiceError(err.code, err.message, err.extras));
      }
      await send(deps, req, res, file);
    });
  }
  return router;
}
