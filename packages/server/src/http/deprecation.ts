/**
 * Deprecation headers (seed: Versioning rule 5), generated from spec/deprecations.yaml through the
 * contract's DEPRECATIONS table, so headers, changelog.json and the docs table share one source.
 * Every response to a deprecated subject (method + path) carries:
 * - `Deprecation: @<unix seconds of the announcement>` (RFC 9745 structured-field date),
 * - `Sunset: <HTTP-date of the removal>` (RFC 8594),
 * - `Link: <{base}/api/v1/changelog.json#<id>>; rel="deprecation"; type="application/json"`.
 */
import type { RequestHandler } from 'express';
import type { Deprecation } from '@storeops/contract';

export function deprecationHeaders(d: Deprecation, baseUrl: string): Record<string, string> {
  const announced = Date.parse(`${d.announced}T00:00:00Z`);
  const sunset = Date.parse(`${d.sunset}T00:00:00Z`);
  const link = d.link.startsWith('http') ? d.link : `${baseUrl}${d.link.startsWith('/') ? '' : '/'}${d.link}`;
  return {
    Deprecation: `@${Math.floor(announced / 1000)}`,
    Sunset: new Date(sunset).toUTCString(),
    Link: `<${link}>; rel="deprecation"; type="application/json"`,
  };
}

export function deprecations(table: readonly Deprecation[], baseUrlOf: (req: Parameters<RequestHandler>[0]) => string): RequestHandler {
  const bySubject = new Map(table.map((d) => [`${d.subject.method.toUpperCase()} ${d.subject.path}`, d]));
  return (req, res, next) => {
    const d = bySubject.get(`${req.method.toUpperCase()} ${req.path}`);
    if (d !== undefined) res.set(deprecationHeaders(d, baseUrlOf(req)));
    next();
  };
}
