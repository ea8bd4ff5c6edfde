/**
 * Browser security headers of the API reference (`/api/v1/reference` and its assets): the page where people paste keys into Swagger UI's "Authorize" must not be framed
 * (clickjacking), must not run script from anywhere but this origin, and its assets must not be
 * content-sniffed.
 *
 * - `Content-Security-Policy`: nothing by default; scripts only from this origin (no inline
 *   script, no `eval`: the page loads `swagger-ui-bundle.js` and `reference-init.js` as files);
 *   styles only from this origin (no inline `<style>` or `style` attribute in markup; Swagger UI's
 *   React components set styles through the CSSOM, which CSP allows); images from this origin and
 *   `data:` (icons drawn by swagger-ui.css); fonts from this origin; `fetch` (the document and
 *   "Try it out") to this origin and to the public base URL; no framing
 *   (`frame-ancestors 'none'`), no `<base>`, forms only to this origin. The browser test renders
 *   the page under it, authorizes, executes a call and opens the schemas with no violation.
 * - `X-Frame-Options: DENY` (older browsers), `X-Content-Type-Options: nosniff`,
 *   `Referrer-Policy: same-origin`.
 */
import type { Request, RequestHandler } from 'express';

/**
 * The reference's CSP; `apiOrigin` (the public base URL's origin) is added to `connect-src`.
 * `evalScripts` adds `'unsafe-eval'` to `script-src`, for the event reference (`/api/v1/events`)
 * only: its UI bundle (`@asyncapi/html-template`'s React component, which includes
 * `@asyncapi/parser` and so ajv) compiles JSON Schema validators with `new Function` as it loads,
 * and without eval the bundle aborts and the page's schemas cannot be expanded. Scripts still
 * come only from this origin (no inline script), and that page takes no credential and has no form.
 */
export function referenceCsp(apiOrigin: string, opts: { evalScripts?: boolean } = {}): string {
  return [
    "default-src 'none'",
    opts.evalScripts === true ? "script-src 'self' 'unsafe-eval'" : "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    apiOrigin === "'self'" ? "connect-src 'self'" : `connect-src 'self' ${apiOrigin}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Sets the reference's security headers on every response under the mount point (`opts`: see referenceCsp). */
export function referenceSecurityHeaders(baseUrlOf: (req: Request) => string, opts: { evalScripts?: boolean } = {}): RequestHandler {
  return (req, res, next) => {
    let apiOrigin = "'self'";
    try {
      apiOrigin = new URL(baseUrlOf(req)).origin;
    } catch {
      // no usable base URL: this origin only
    }
    res.set({
      'Content-Security-Policy': referenceCsp(apiOrigin, opts),
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
    });
    next();
  };
}
