/**
 * `GET /api/v1/finance/exports/:id/content?token=...` (issue 13, finance_export_download): the file
 * of a succeeded finance export, streamed straight from the database. No Authorization header: the
 * signed, 5-minute token finance_export_download answers is the credential (domain-finance
 * changes/export-link.ts). Outside the tool surface (the link is not an operation; its answers are
 * audited like any request, the success with subject `finance_export:<id>`).
 *
 * The body is rendered page by page (domain-finance changes/export-render.ts): each journal page is
 * one short row-level-scoped read of the store, written to the response before the next is read,
 * honouring back-pressure (`drain`), so memory stays bounded whatever the ledger's size and the
 * response is chunked (no Content-Length). A client that goes away stops the reads. A failure
 * after the first byte can no longer change the status: the connection is cut, so the client sees
 * a truncated transfer, never a complete-looking file.
 *
 * Refusals (404 `not_found`, the Error object): a malformed, altered or expired token, an unknown
 * export, or one that is not downloadable (not succeeded, or past its `expires_at`).
 */
import type { Request, Response } from 'express';
import { createStoreScope, type FinanceEntityRow, type FinanceExportRow } from '@storeops/db';
import {
  CONTENT_TYPES,
  exportFilename,
  exportSpec,
  parseExportToken,
  renderExport,
  verifyExportToken,
  type ExportParameters,
  type ScopeReader,
} from '@storeops/domain-finance';
import type { AuditWriter } from '../audit/writer';
import { ServiceError } from '../errors';
import type { Replier } from '../http/pipeline';
import { state } from '../http/pipeline';
import type { Invoker } from '../invoke/invoke';

export interface ExportContentDeps {
  invoker: Invoker;
  audit: AuditWriter;
  reply: Replier;
  now: () => Date;
  log: (message: string) => void;
}

const refusal = (why: string) =>
  new ServiceError('not_found', `${why} Ask finance_export_download for a new link (links work for 5 minutes).`);

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

/** The route handler (registered in app.ts). */
export function exportContent(deps: ExportContentDeps) {
  return async (req: Request, res: Response): Promise<void> => {
    const exportId = String(req.params.id);
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const claims = parseExportToken(token);
    if (claims === null) return deps.reply.fail(req, res, refusal('This download link is not valid.'));
    const now = deps.now();
    if (claims.expires * 1000 <= now.getTime())
      return deps.reply.fail(req, res, refusal(`This download link expired at ${new Date(claims.expires * 1000).toISOString()}.`));
    const read: ScopeReader = (fn) => deps.invoker.readInStore(claims.storeId, (q) => fn(createStoreScope(q, claims.storeId)));
    const found = /^[0-9a-f-]{36}$/i.test(exportId)
      ? await read(async (s) => {
          const row = (await s.from('finance_exports').where({ id: exportId }).first()) as FinanceExportRow | undefined;
          if (row === undefined) return undefined;
          const entity = (await s.from('finance_entities').where({ id: row.entity_id }).first()) as FinanceEntityRow;
          return { row, entity };
        })
      : undefined;
    const key = found === undefined ? undefined : (JSON.parse(found.row.parameters) as ExportParameters).link_key;
    if (found === undefined || key === undefined || !verifyExportToken(claims, exportId, key))
      return deps.reply.fail(req, res, refusal('This download link is not valid.'));
    const { row, entity } = found;
    if (row.status !== 'succeeded' || (row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime()))
      return deps.reply.fail(
        req,
        res,
        refusal(`Export ${row.id} is no longer downloadable (${row.status === 'succeeded' ? 'expired' : row.status}).`),
      );

    const s = state(res);
    s.subjectRef = `finance_export:${row.id}`;
    const { startedAt, ...template } = deps.reply.template(req, res);
    await deps.audit.write({
      ...template,
      store_id: claims.storeId,
      status: 200,
      error_code: null,
      operation: null,
      subject_ref: s.subjectRef,
      duration_ms: Math.round((performance.now() - startedAt) * 1000) / 1000,
    });
    res.status(200);
    res.setHeader('Content-Type', CONTENT_TYPES[row.format]);
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${exportFilename(entity, JSON.parse(row.parameters) as ExportParameters, row.format)}"`,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    let gone = false;
    res.on('close', () => {
      gone = true;
    });
    try {
      for await (const chunk of renderExport(exportSpec(row, entity), read)) {
        if (gone) return;
        if (chunk.length > 0 && !res.write(chunk)) await drained(res);
      }
      res.end();
    } catch (err) {
      deps.log(`finance export ${row.id}: streaming failed: ${err instanceof Error ? err.message : String(err)}`);
      res.destroy(err instanceof Error ? err : new Error(String(err)));
    }
  };
}
