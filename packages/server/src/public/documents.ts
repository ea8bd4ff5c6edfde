/**
 * Public documents (seed: "Public documents (no credential needed)"):
 * - `GET /api/v1/openapi.json`: the bundled contract restricted to the live registry's operations,
 *   with `servers` set to the base URL the request reached;
 * - `GET /api/v1/changelog.json`: generated from spec/deprecations.yaml (via the contract);
 * - `GET /api/v1/reference`: the API reference page (below); it links the event documents
 *   (`/api/v1/events`, `/api/v1/asyncapi.json`: event-docs.ts), and every operation with
 *   `x-events` ends its description with links to its events there (generated).
 *
 * The reference page: a server-rendered frame (title, links to the operations, the errors and the
 * two documents) around Swagger UI (served from swagger-ui-dist, started by `reference-init.js`),
 * followed by a server-rendered "Errors" section with one element per stable code, id
 * `errors-<code>` (error-reference.ts): the target of every error body's `docs` link, present
 * without script. No inline script or style (the page's CSP allows files from this origin only):
 * its own files are `REFERENCE_FILES`, served under the assets path.
 *
 * Time to render: Swagger UI resolves what it shows through swagger-client, which
 * for an OpenAPI 3.1 document refracts, normalizes and serializes the whole document on every
 * resolution (about 1 s of main-thread work for this document on a 2-core machine, most of the
 * time to the first operation). At load it resolves `components.securitySchemes`, which holds no
 * `$ref`; `reference-init.js` answers such reference-free component subtrees directly (a Swagger
 * UI plugin wrapping `requestResolvedSubtree`), so the operations list renders without that pass.
 * An operation still resolves when it is opened. `bench/src/reference.ts` prints the time to the
 * first rendered operation.
 */
import { DEPRECATIONS, OPENAPI_DOCUMENT, type OperationDescriptor } from '@storeops/contract';
import { escapeHtml } from '../dashboard/html';
import { errorCatalogue, type ErrorDoc } from './error-reference';

/** Built documents by base URL and live registry (a handful of allowed hosts; at most 8 kept). */
const built = new Map<string, Record<string, unknown>>();

/**
 * The bundled contract restricted to `live`'s operations, `servers` = `baseUrl`. Built once per
 * base URL and registry and shared afterwards (treat it as read-only): the reference page fetches
 * it on every view.
 */
export function liveOpenApiDocument(live: readonly OperationDescriptor[], baseUrl: string): Record<string, unknown> {
  const key = `${baseUrl}\n${live.map((o) => o.name).join(',')}`;
  let doc = built.get(key);
  if (doc === undefined) {
    doc = buildOpenApiDocument(live, baseUrl);
    if (built.size >= 8) built.delete(built.keys().next().value!);
    built.set(key, doc);
  }
  return doc;
}

function buildOpenApiDocument(live: readonly OperationDescriptor[], baseUrl: string): Record<string, unknown> {
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

/** Text with `backtick` spans as `<code>`, everything escaped. */
function inlineCode(text: string): string {
  return text
    .split('`')
    .map((part, i) => (i % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');
}

function errorEntry(e: ErrorDoc): string {
  const extras =
    e.extras.length === 0
      ? ''
      : `\n<p class="ref-extras">Adds to the body: ${e.extras.map((f) => `<code>${escapeHtml(f)}</code>`).join(', ')}.</p>`;
  return `<article class="ref-error" id="errors-${escapeHtml(e.code)}" data-status="${e.status}">
<h3><code>${escapeHtml(e.code)}</code> <span class="ref-status">HTTP ${e.status}</span></h3>
<p>${inlineCode(e.meaning.charAt(0).toUpperCase() + e.meaning.slice(1))}.</p>${extras}
</article>`;
}

let errorsHtml: string | undefined;

/** The Errors section: the Error object, then one `errors-<code>` element per stable code (built once). */
export function errorsSection(): string {
  errorsHtml ??= `<section id="errors" class="ref-wrap ref-errors" aria-labelledby="errors-heading">
<h2 id="errors-heading">Errors</h2>
<p>Every refusal answers with one JSON body, the Error object: <code>error</code> (the stable code below; branch on it, never on the
message), <code>message</code> (for a person; it names the argument at fault), <code>request_id</code> (equals the
<code>x-request-id</code> header and resolves to the request's audit row: quote it in support) and <code>docs</code> (a link to the
code's entry here). Removing or renaming a code is a breaking change; fields you do not know can be ignored.</p>
${errorCatalogue().map(errorEntry).join('\n')}
</section>`;
  return errorsHtml;
}

/** The reference page: the frame and the Errors section server-rendered, Swagger UI in between. */
export function referencePage(assetsPath: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Store Operations API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${assetsPath}/swagger-ui.css">
<link rel="stylesheet" href="${assetsPath}/reference.css">
<link rel="icon" type="image/png" href="${assetsPath}/favicon-32x32.png">
<script src="${assetsPath}/reference-fetch.js"></script>
</head>
<body>
<header class="ref-top">
<div class="ref-wrap">
<p class="ref-title">Store Operations API reference</p>
<nav aria-label="Reference"><a href="#reference">Operations</a> <a href="#errors">Errors</a> <a href="/api/v1/events">Events</a> <a href="/api/v1/openapi.json">openapi.json</a> <a href="/api/v1/asyncapi.json">asyncapi.json</a> <a href="/api/v1/changelog.json">changelog.json</a></nav>
</div>
</header>
<main>
<div id="reference"><p class="ref-wrap ref-loading">Loading the operations…</p></div>
${errorsSection()}
</main>
<script src="${assetsPath}/swagger-ui-bundle.js"></script>
<script src="${assetsPath}/reference-init.js"></script>
</body>
</html>
`;
}

/**
 * Loaded in the page's head, before Swagger UI's 1.7 MB bundle: starts fetching the document at
 * once, so it arrives while the bundle loads instead of after it.
 */
export const REFERENCE_FETCH_JS = `window.storeopsDocument = fetch('/api/v1/openapi.json', { headers: { accept: 'application/json' } }).then(
  function (res) { return res.ok ? res.json() : Promise.reject(new Error('openapi.json answered ' + res.status)); }
);
`;

/**
 * Starts Swagger UI on the document `reference-fetch.js` fetched (or, when that failed, on the
 * URL, so Swagger UI shows the failure); see the module comment for the plugins. Keeps an
 * `#errors-<code>` target in view.
 */
export const REFERENCE_INIT_JS = `(function () {
  'use strict';
  function hasRef(value) {
    if (value === null || typeof value !== 'object') return false;
    if (Array.isArray(value)) return value.some(hasRef);
    return Object.keys(value).some(function (k) { return k === '$ref' || hasRef(value[k]); });
  }
  // A component subtree without any $ref has nothing to resolve: answer it as it is, instead of a
  // whole-document pass of swagger-client (operations, under paths, always take the normal way).
  function RefFreeComponents() {
    return { statePlugins: { spec: { wrapActions: { requestResolvedSubtree: function (original, system) {
      return function (path) {
        if (Array.isArray(path) && path[0] === 'components') {
          var node = system.specSelectors.specJson().getIn(path);
          var value = node !== undefined && node !== null && typeof node.toJS === 'function' ? node.toJS() : node;
          if (value !== undefined && !hasRef(value)) return system.specActions.updateResolvedSubtree(path, value);
        }
        return original(path);
      };
    } } } } };
  }
  // The element outside Swagger UI that the address's #fragment names (#errors-<code>), or null.
  function pageTarget() {
    var id;
    try { id = decodeURIComponent(window.location.hash.slice(1)); } catch (e) { return null; }
    var target = id === '' ? null : document.getElementById(id);
    return target !== null && !document.getElementById('reference').contains(target) ? target : null;
  }
  // Swagger UI's deep linking reads every #fragment as an operation and rewrites it (#errors-x to
  // #/errors-x); a fragment naming this page's own element is left alone.
  function OwnFragments() {
    return { statePlugins: { layout: { wrapActions: { parseDeepLinkHash: function (original) {
      return function (hash) { return pageTarget() !== null ? undefined : original(hash); };
    } } } } };
  }
  // Scroll to that element again once the operations have rendered above it.
  function keepTargetInView() {
    var target = pageTarget();
    if (target !== null) target.scrollIntoView();
  }
  // Swagger UI parses the document text as YAML (js-yaml); the document is JSON: JSON.parse it.
  function JsonDocument() {
    return { statePlugins: { spec: { wrapActions: { parseToJson: function (original, system) {
      return function (text) {
        var parsed;
        try { parsed = JSON.parse(typeof text === 'string' ? text : system.specSelectors.specStr()); } catch (e) { return original(text); }
        return parsed !== null && typeof parsed === 'object' ? system.specActions.updateJsonSpec(parsed) : original(text);
      };
    } } } } };
  }
  function start(source) {
    var config = {
      dom_id: '#reference',
      deepLinking: true,
      persistAuthorization: true,
      tryItOutEnabled: true,
      displayRequestDuration: true,
      defaultModelsExpandDepth: 0,
      plugins: [JsonDocument, RefFreeComponents, OwnFragments],
      onComplete: function () { window.setTimeout(keepTargetInView, 0); },
    };
    for (var k in source) config[k] = source[k];
    window.ui = SwaggerUIBundle(config);
  }
  var pending = window.storeopsDocument || Promise.reject(new Error('no document'));
  pending.then(
    function (spec) { start({ spec: spec }); },
    function () { start({ url: '/api/v1/openapi.json' }); }
  );
})();
`;

/** The reference page's own stylesheet (the frame and the Errors section). */
export const REFERENCE_CSS = `.ref-wrap { box-sizing: border-box; max-width: 1460px; margin: 0 auto; padding: 0 20px; }
body { margin: 0; font-family: sans-serif; color: #3b4151; }
.ref-top { background: #1b1b1b; color: #fff; padding: 10px 0; }
.ref-top .ref-wrap { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: baseline; }
.ref-title { margin: 0; font-weight: 700; font-size: 1.1rem; }
.ref-top a { color: #fff; margin-right: 16px; }
.ref-loading { padding-top: 24px; }
.ref-errors { padding-top: 24px; padding-bottom: 48px; line-height: 1.5; }
.ref-errors h2 { font-size: 1.6rem; margin: 0 0 12px; }
.ref-error { border: 1px solid #d9d9d9; border-radius: 4px; padding: 10px 16px; margin: 0 0 10px; scroll-margin-top: 12px; }
.ref-error:target { border-color: #49cc90; box-shadow: 0 0 0 3px rgba(73, 204, 144, .35); background: #f3fbf7; }
.ref-error h3 { margin: 0 0 4px; font-size: 1.05rem; }
.ref-error p { margin: 4px 0; }
.ref-status { font-weight: 400; color: #6b6b6b; margin-left: 8px; }
.ref-errors code { font-family: monospace; font-size: .95em; background: #f0f0f0; padding: 0 4px; border-radius: 3px; }
`;

/** The page's own files under the assets path: name, content type, body. */
export const REFERENCE_FILES: Readonly<Record<string, { type: string; body: string }>> = {
  'reference-fetch.js': { type: 'application/javascript; charset=utf-8', body: REFERENCE_FETCH_JS },
  'reference-init.js': { type: 'application/javascript; charset=utf-8', body: REFERENCE_INIT_JS },
  'reference.css': { type: 'text/css; charset=utf-8', body: REFERENCE_CSS },
};
