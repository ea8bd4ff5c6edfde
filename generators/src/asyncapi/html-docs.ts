/**
 * The human event reference, rendered from the bundled AsyncAPI document by `@asyncapi/generator`
 * with `@asyncapi/html-template` (versions pinned in generators/package.json), served by the
 * server at `/api/v1/events` (page) and `/api/v1/events/assets/` (its files).
 *
 * A build output, not committed: {@link ensureEventDocs} writes it into
 * `packages/server/dist/event-docs/` (git-ignored) when the server is compiled
 * (scripts/compiled-server.mjs: `pnpm build`, and `pnpm start` / the test run's global setup when
 * the output is missing or stale). Files: the template's `index.html` (the whole reference
 * rendered on the server, one element per event with id `message-<type>`, so it reads and links
 * without script), `js/app.js` (the parsed document and the call that renders it interactively),
 * `js/asyncapi-ui.min.js` and `css/*.css` (the template's UI bundle and styles), and
 * `source.json` (the stamp: what it was rendered from). The only change made to the template's
 * output: asset URLs are made absolute (`/api/v1/events/assets/...`, so the page works at
 * `/api/v1/events` with or without a trailing slash) and a line of links back to the API reference
 * and the JSON document is added at the top of the page. The output contains nothing
 * time-dependent (checked: two renders are byte-identical).
 *
 * Rendering takes 20 to 40 s, so it is skipped when the stamp shows the folder was rendered from
 * this exact document (SHA-256 of its JSON) by these generator and template versions and
 * post-processing, and every file still has the SHA-256 recorded there; a change to any of them
 * (or `STOREOPS_GEN_HTML=always`) renders again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const require = createRequire(import.meta.url);

/** The folder (relative to the repository root) the server reads the reference from (packages/server/src/public/event-docs.ts). */
export const HTML_DOCS_DIR = 'packages/server/dist/event-docs';
/** Where the server serves the page's files. */
export const HTML_ASSETS_PATH = '/api/v1/events/assets';
/** Bumped whenever postProcess changes, so earlier output is rendered again. */
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
 * The output in `dir` when its stamp says it was rendered as `want` asks and no file changed
 * since; otherwise undefined (render again).
 */
export function currentOutput(dir: string, want: Omit<HtmlDocsStamp, 'files'>): Map<string, string> | undefined {
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

/** What {@link ensureEventDocs} did: nothing (`current`), copied another current output, or rendered. */
export interface EnsuredEventDocs {
  action: 'current' | 'copied' | 'rendered';
  /** Every file of the output, relative to its folder (`source.json` included). */
  files: string[];
}

/**
 * Makes `dir` hold the reference for `document`: nothing to do when it is current; else a copy of
 * `reuseFrom` when that folder is current (another build's output); else rendered (20 to 40 s,
 * `log` told first). The folder is replaced as a whole, so no file of an earlier render stays.
 */
export async function ensureEventDocs(
  dir: string,
  document: Record<string, unknown>,
  opts: { reuseFrom?: string; log?: (line: string) => void } = {},
): Promise<EnsuredEventDocs> {
  const want = wantedStamp(document);
  const always = process.env.STOREOPS_GEN_HTML === 'always';
  const current = always ? undefined : currentOutput(dir, want);
  if (current !== undefined) return { action: 'current', files: [...current.keys()].sort() };
  let files = always || opts.reuseFrom === undefined || opts.reuseFrom === dir ? undefined : currentOutput(opts.reuseFrom, want);
  const action = files === undefined ? 'rendered' : 'copied';
  if (files === undefined) {
    opts.log?.(`rendering the event reference into ${dir} (20 to 40 s)`);
    files = withStamp(want, postProcess(await render(document)));
  }
  rmSync(dir, { recursive: true, force: true });
  for (const [path, text] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return { action, files: [...files.keys()].sort() };
}
