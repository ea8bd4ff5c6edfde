/**
 * The short-lived download links of finance exports (finance_export_download): a `GET` of
 * `/api/v1/finance/exports/<id>/content?token=<token>` without an Authorization header, the token
 * being the credential. Token: `v1.<store id>.<expiry, unix seconds>.<HMAC-SHA256, base64url>`,
 * signed with the export's own random link key (kept with the export's parameters, never shown),
 * over `<export id>.<store id>.<expiry>`; so a link names one export of one store until its expiry,
 * and every process of the deployment verifies it from the database alone.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a link works (seconds). */
export const LINK_TTL_SECONDS = 300;

/** A new random link key (base64url, 256 bits). */
export function newLinkKey(): string {
  return randomBytes(32).toString('base64url');
}

function signature(key: string, exportId: string, storeId: string, expires: number): string {
  return createHmac('sha256', key).update(`${exportId}.${storeId}.${expires}`).digest('base64url');
}

/** The path (relative to the API base URL) of a link to `exportId`'s file, valid until `expires` (unix seconds). */
export function exportLinkPath(exportId: string, storeId: string, key: string, expires: number): string {
  const token = `v1.${storeId}.${expires}.${signature(key, exportId, storeId, expires)}`;
  return `/api/v1/finance/exports/${exportId}/content?token=${encodeURIComponent(token)}`;
}

/** The unverified claims of a token: which store to look the export up in, and until when it claims to work; null when malformed. */
export function parseExportToken(token: string): { storeId: string; expires: number; signature: string } | null {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1') return null;
  const [, storeId, exp, sig] = parts as [string, string, string, string];
  if (
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(storeId) ||
    !/^\d{1,12}$/.test(exp) ||
    !/^[A-Za-z0-9_-]{43}$/.test(sig)
  )
    return null;
  return { storeId, expires: Number(exp), signature: sig };
}

/** Whether `claims.signature` is the export's own signature of `exportId`, store and expiry under `key` (constant time). */
export function verifyExportToken(claims: { storeId: string; expires: number; signature: string }, exportId: string, key: string): boolean {
  const want = Buffer.from(signature(key, exportId, claims.storeId, claims.expires));
  const got = Buffer.from(claims.signature);
  return want.length === got.length && timingSafeEqual(want, got);
}
