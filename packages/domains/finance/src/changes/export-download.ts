/**
 * The file of a succeeded finance export behind its download link (finance_export_download;
 * contract `Download`): `GET /api/v1/finance/exports/<id>/content?token=<token>` without an
 * Authorization header, the signed 5-minute token being the credential (export-link.ts). The
 * server's download route audits the answer (subject `finance_export:<id>`) and streams the body;
 * the body is rendered page by page (export-render.ts), each journal page one short row-level-scoped
 * read of the store, so memory stays bounded whatever the ledger's size.
 *
 * Refusals (`OperationError('not_found')`, answered 404): a malformed, altered or expired token, an
 * unknown export, or one that is not downloadable (not succeeded, or past its `expires_at`).
 */
import { OperationError, type Download } from '@storeops/contract';
import type { FinanceEntityRow, FinanceExportRow } from '@storeops/db';
import { parseExportToken, verifyExportToken } from './export-link';
import { renderExport } from './export-render';
import { CONTENT_TYPES, exportFilename, exportSpec, type ExportParameters } from './exports';

const UUID = /^[0-9a-f-]{36}$/i;

const refusal = (why: string): OperationError =>
  new OperationError('not_found', `${why} Ask finance_export_download for a new link (links work for 5 minutes).`);

export const exportDownload: Download = {
  path: '/api/v1/finance/exports/:id/content',
  async open({ id, token, now, readIn }) {
    const claims = parseExportToken(token);
    if (claims === null) throw refusal('This download link is not valid.');
    if (claims.expires * 1000 <= now.getTime())
      throw refusal(`This download link expired at ${new Date(claims.expires * 1000).toISOString()}.`);
    const read = readIn(claims.storeId);
    const found = UUID.test(id)
      ? await read(async (s) => {
          const row = (await s.from('finance_exports').where({ id }).first()) as FinanceExportRow | undefined;
          if (row === undefined) return undefined;
          const entity = (await s.from('finance_entities').where({ id: row.entity_id }).first()) as FinanceEntityRow;
          return { row, entity };
        })
      : undefined;
    if (found === undefined) throw refusal('This download link is not valid.');
    const parameters = JSON.parse(found.row.parameters) as ExportParameters;
    if (parameters.link_key === undefined || !verifyExportToken(claims, id, parameters.link_key))
      throw refusal('This download link is not valid.');
    const { row, entity } = found;
    if (row.status !== 'succeeded' || (row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime()))
      throw refusal(`Export ${row.id} is no longer downloadable (${row.status === 'succeeded' ? 'expired' : row.status}).`);
    return {
      storeId: claims.storeId,
      subject: `finance_export:${row.id}`,
      contentType: CONTENT_TYPES[row.format],
      filename: exportFilename(entity, parameters, row.format),
      body: renderExport(exportSpec(row, entity), read),
      label: `finance export ${row.id}`,
    };
  },
};
