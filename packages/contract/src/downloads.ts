/**
 * Downloads as a domain registers them (ARCHITECTURE.md "One invocation core, several surfaces"):
 * files served outside the tool surface at `GET <path>?token=<token>` with no Authorization
 * header, the signed short-lived token (answered by an operation, e.g. finance_export_download)
 * being the credential. The domain knows the token, the rows and the rendering; the server's
 * download route limits requests per client address, audits the answer (subject
 * {@link DownloadFile.subject}) and streams the body chunk by chunk with back-pressure, so memory
 * stays bounded whatever the file's size. Each domain that serves files exports its
 * {@link Downloads} next to its handler map; the server registers them.
 */
import type { StoreScope } from '@storeops/db';

/** Runs `fn` with a row-level-scoped scope of one store: one short read (its own transaction) per call. */
export type StoreReader = <T>(fn: (scope: StoreScope) => Promise<T>) => Promise<T>;

/** One request for a download link. */
export interface DownloadRequest {
  /** The path's `:id`, as sent (unchecked). */
  id: string;
  /** The `token` query parameter, as sent (`''` when absent). */
  token: string;
  /** The request's instant (the app's clock). */
  now: Date;
  /** A reader of the store `storeId` (the one the token names: the link works without a credential). */
  readIn(storeId: string): StoreReader;
}

/** What a valid link opens. */
export interface DownloadFile {
  /** The store the file belongs to (the audit row's). */
  storeId: string;
  /** The audit subject, e.g. `finance_export:<id>`. */
  subject: string;
  /** `Content-Type`, e.g. `text/csv; charset=utf-8`. */
  contentType: string;
  /** The attachment's file name (`Content-Disposition`; no `"` or control characters). */
  filename: string;
  /** The body, chunk by chunk: each chunk is produced only after the previous one is written. */
  body: AsyncIterable<string>;
  /** For logs: what the file is, e.g. `finance export <id>`. */
  label: string;
}

export interface Download {
  /** The route (Express path syntax with one `:id` parameter), e.g. `/api/v1/finance/exports/:id/content`. */
  path: string;
  /**
   * Opens a link. Throws `OperationError('not_found', why)` for a malformed, altered or expired
   * token, an unknown file, or one that is no longer downloadable (answered 404 with that message).
   */
  open(request: DownloadRequest): Promise<DownloadFile>;
}

/** A domain's downloads. */
export type Downloads = readonly Download[];
