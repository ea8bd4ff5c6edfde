/**
 * Emitter: the human event reference, rendered from the bundled AsyncAPI document by
 * `@asyncapi/generator` with `@asyncapi/html-template` (versions pinned in generators/package.json),
 * served by the server at `/api/v1/events` (page) and `/api/v1/events/assets/` (its files).
 *
 * Output (`packages/server/src/public/generated/event-docs/`): the template's `index.html` (the
 * whole reference rendered on the server, one element per event with id `message-<type>`, so it
 * reads and links without script), `js/app.js` (the parsed document and the call that renders it
 * interactively), `js/asyncapi-ui.min.js` and `css/*.css` (the template's UI bundle and styles),
 * and `source.json` (what it was rendered from). The only change made to the template's output:
 * asset URLs are made absolute (`/api/v1/events/assets/...`, so the page works at
 * `/api/v1/events` with or without a trailing slash) and a line of links back to the API reference
 * and the JSON document is added at the top of the page. The output contains nothing
 * time-dependent (checked: two renders are byte-identical).
 *
 * Rendering takes 20 to 40 s, so it is skipped when `source.json` shows the committed output was
 * rendered from this exact document (SHA-256 of the bundled JSON) by these generator and template
 * versions and post-processing, and every file still has the SHA-256 recorded there; then the
 * committed files are the output. Any change to the document, the versions or a file renders
 * again (`STOREOPS_GEN_HTML=always` forces it), so `pnpm gen --check` still fails on a stale or
 * hand-edited reference.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const require = createRequire(import.meta.url);

/** The folder (relative to the repository root) the reference is written to. */
export const HTML_DOCS_DIR = 'packages/server/src/public/generated/event-docs';
/** Where the server serves the page's files. */
export const HTML_ASSETS_PATH = '/api/v1/events/assets';
/** Bumped whenever postProcess changes, so committed output is rendered again. */
const POSTPROCESS_VERSION = 1;

export interface HtmlDocsStamp {
  generator: string;
  template: string;
  postprocess: number;
  document_sha256: string;
  files: Record<string, string>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function packageVersion(name: string): string {
  const pkg = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string };
  return `${name}@${pkg.version}`;
}

/** The template's output, with absolute asset URLs and the links line (see the module comment). */
export function postProcess(files: Map<string, string>, assetsPath = HTML_ASSETS_PATH): Map<string, string> {
  const out = new Map(files);
  const page = out.get('index.html');
  if (page === undefined) throw new Error('html-template produced no index.html');
  const fixed = page
    .replace(/(<script[^>]*\ssrc=")js\//g, `$1${assetsPath}/js/`)
    .replace(/(<link\s+href=")css\//g, `$1${assetsPath}/css/`)
    .replace(
      '<body>',
      '<body>\n<nav class="storeops-links" aria-label="Related documents"><a href="/api/v1/reference">API reference</a> · <a href="/api/v1/asyncapi.json">asyncapi.json</a></nav>',
    );
  if (/\s(src|href)="(js|css)\//.test(fixed)) throw new Error('html-template output: an asset URL was left relative');
  out.set('index.html', fixed);
  return out;
}

function readTree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const abs = join(d, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else files.set(relative(dir, abs).split('\\').join('/'), readFileSync(abs, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

async function render(document: Record<string, unknown>): Promise<Map<string, string>> {
  // Loaded only when rendering: it pulls in a React renderer and Babel.
  const { default: Generator } = await import('@asyncapi/generator');
  const template = dirname(require.resolve('@asyncapi/html-template/package.json'));
  const work = mkdtempSync(join(tmpdir(), 'storeops-event-docs-'));
  try {
    const source = join(work, 'asyncapi.json');
    writeFileSync(source, JSON.stringify(document));
    const target = join(work, 'out');
    const generator = new Generator(template, target, { forceWrite: true, templateParams: { singleFile: 'false' } });
    await generator.generateFromFile(source);
    return readTree(target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** What the output must have been rendered from, for `document`. */
export function wantedStamp(document: Record<string, unknown>): Omit<HtmlDocsStamp, 'files'> {
  return {
    generator: packageVersion('@asyncapi/generator'),
    template: packageVersion('@asyncapi/html-template'),
    postprocess: POSTPROCESS_VERSION,
    document_sha256: sha256(JSON.stringify(document)),
  };
}

/** The output with its stamp (`source.json`). */
export function withStamp(want: Omit<HtmlDocsStamp, 'files'>, files: Map<string, string>): Map<string, string> {
  const stamp: HtmlDocsStamp = { ...want, files: Object.fromEntries([...files].map(([p, t]) => [p, sha256(t)])) };
  return new Map([...files, ['source.json', `${JSON.stringify(stamp, null, 2)}\n`]]);
}

/**
 * The committed output in `dir` when its stamp says it was rendered as `want` asks and no file
 * changed since; otherwise undefined (render again).
 */
export function committedOutput(dir: string, want: Omit<HtmlDocsStamp, 'files'>): Map<string, string> | undefined {
  const stampPath = join(dir, 'source.json');
  if (!existsSync(stampPath)) return undefined;
  const stamp = JSON.parse(readFileSync(stampPath, 'utf8')) as HtmlDocsStamp;
  for (const key of ['generator', 'template', 'postprocess', 'document_sha256'] as const) if (stamp[key] !== want[key]) return undefined;
  const files = new Map<string, string>();
  for (const [path, hash] of Object.entries(stamp.files)) {
    const abs = join(dir, path);
    const text = existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
    if (text === undefined || sha256(text) !== hash) return undefined;
    files.set(path, text);
  }
  return new Map([...files, ['source.json', readFileSync(stampPath, 'utf8')]]);
}

/**
 * The reference's files (relative to HTML_DOCS_DIR) for `document`, reusing the committed output
 * under `root` when its stamp matches (see the module comment).
 */
export async function htmlDocs(document: Record<string, unknown>, root: string): Promise<Map<string, string>> {
  const want = wantedStamp(document);
  if (process.env.STOREOPS_GEN_HTML !== 'always') {
    const committed = committedOutput(join(root, HTML_DOCS_DIR), want);
    if (committed !== undefined) return committed;
  }
  return withStamp(want, postProcess(await render(document)));
}
