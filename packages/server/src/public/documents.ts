/**
 * Public documents (seed: "Public documents (no credential needed)"):
 * - `GET /api/v1/openapi.json`: the bundled contract restricted to the live registry's operations,
 *   with `servers` set to the base URL the request reached;
 * - `GET /api/v1/changelog.json`: generated from spec/deprecations.yaml (via the contract);
 * - `GET /api/v1/reference`: an interactive API reference (Swagger UI, served from swagger-ui-dist).
 */
import { DEPRECATIONS, OPENAPI_DOCUMENT, type OperationDescriptor } from '@storeops/contract';

export function liveOpenApiDocument(live: readonly OperationDescriptor[], baseUrl: string): Record<string, unknown> {
  const doc = structuredClone(OPENAPI_DOCUMENT) as Record<string, unknown> & {
    paths: Record<string, Record<string, { 'x-tier'?: string; operationId?: string }>>;
  };
  const liveNames = new Set(live.map((o) => o.name));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (op['x-tier'] !== undefined && !liveNames.has(String(op.operationId))) delete item[method];
    }
    if (Object.keys(item).length === 0) delete doc.paths[path];
  }
  doc.servers = [{ url: baseUrl, description: 'This running service' }];
  return doc;
}

export interface ChangelogEntry {
  id: string;
  kind: 'deprecation';
  subject: { method: string; path: string };
  announced: string;
  sunset: string;
  instead: string;
  link: string;
}

/** The changelog document (schema `Changelog`): newest announcement first. */
export function changelog(): { api_version: '1'; entries: ChangelogEntry[] } {
  return {
    api_version: '1',
    entries: [...DEPRECATIONS]
      .sort((a, b) => b.announced.localeCompare(a.announced))
      .map((d) => ({
        id: d.id,
        kind: 'deprecation',
        subject: { method: d.subject.method, path: d.subject.path },
        announced: d.announced,
        sunset: d.sunset,
        instead: d.instead,
        link: d.link,
      })),
  };
}

/** The reference page: Swagger UI pointed at this server's openapi.json, assets served locally. */
export function referencePage(assetsPath: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Store Operations API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${assetsPath}/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="${assetsPath}/swagger-ui-bundle.js"></script>
<script src="${assetsPath}/reference-init.js"></script>
</body>
</html>
`;
}

export const REFERENCE_INIT_JS = `window.ui = SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  persistAuthorization: true,
  tryItOutEnabled: true,
  displayRequestDuration: true,
  defaultModelsExpandDepth: 0,
});
`;
