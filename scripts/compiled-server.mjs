// @ts-check
/**
 * The compiled server: `packages/server/src/main.ts` and the CLIs
 * (`cli/keys.ts`, `cli/operators.ts`) compiled by esbuild into plain ES modules in
 * `packages/server/dist/` (`main.js`, `keys.js`, `operators.js`, shared chunks, source maps).
 *
 * What is bundled and what is not:
 * - Every workspace package (`@storeops/*`, TypeScript sources) is bundled: one file per entry
 *   plus shared chunks, so a start loads a handful of files instead of ~400 modules through tsx.
 * - Every npm dependency stays external, imported by a relative path to the exact file Node's own
 *   ESM resolution would pick from the importing workspace package (esbuild resolves it with no
 *   extra conditions: `node`, `import`/`require`, `default`). The output therefore runs only inside
 *   this checkout, next to its `node_modules`; it is the service's runtime form, not a package.
 * - `import.meta.url` / `dirname` / `filename` in a workspace source keep meaning that source
 *   file's location (rewritten per file), so files read next to a source (the contract's
 *   openapi.json and asyncapi.json, the event reference in `dist/event-docs`, the web connector's
 *   corpus, ajv's runtime through `createRequire`) are found where the checkout keeps them.
 * - The event reference (`dist/event-docs/`, served at `/api/v1/events`) is built here too, from
 *   the contract's asyncapi.json: it is a build output, not committed.
 *
 * Freshness: `dist/build-info.json` records the size and mtime of every input (the workspace
 * sources esbuild read, `pnpm-lock.yaml`, `node_modules/.modules.yaml`, this file). An output is
 * stale when any of them changed or is gone; {@link ensureCompiled} then compiles again (about a
 * second). A file edited while a compile ran is recorded as changed, so the next start compiles.
 *
 * Writes are atomic per file (temporary name, then rename) and `build-info.json` comes last, so a
 * start that races a compile loads either the old or the new complete set of identical-content
 * files. Chunks are named by their content hash; those of older compiles are removed once a day
 * old, so a server started before a compile still finds the chunks it loads lazily (operations
 * whose libraries are imported on first use: the ads query grammar, GraphQL, the HTML reader).
 *
 * CLI: `node scripts/compiled-server.mjs` compiles unconditionally (the server package's `build`
 * task in turbo), `--if-stale` only when stale. Type checking is not part of this: `pnpm build`
 * runs `pnpm gen` and `tsc` first (turbo.json).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the compiled server goes. */
export const DIST = join(ROOT, 'packages/server/dist');
/** Entry name → source, relative to the root. `dist/<name>.js` is what `pnpm start` / `pnpm keys` / `pnpm operators` run. */
export const ENTRIES = {
  main: 'packages/server/src/main.ts',
  keys: 'packages/server/src/cli/keys.ts',
  operators: 'packages/server/src/cli/operators.ts',
};
const INFO_FILE = 'build-info.json';
/** The contract's AsyncAPI document, which the event reference is rendered from. */
const ASYNCAPI_JSON = 'packages/contract/src/generated/asyncapi.json';
/** Where the event reference is built, inside the output folder (packages/server/src/public/event-docs.ts reads it). */
const EVENT_DOCS = 'event-docs';
/**
 * Inputs esbuild does not see but the output depends on: the resolved dependency files (install),
 * this compiler, and what the event reference is rendered from and by.
 */
const EXTRA_INPUTS = [
  'pnpm-lock.yaml',
  'node_modules/.modules.yaml',
  'scripts/compiled-server.mjs',
  ASYNCAPI_JSON,
  'generators/src/asyncapi/html-docs.ts',
];
const BUILTINS = new Set(builtinModules);

/** @typedef {{ size: number, mtimeMs: number }} Stamp */
/** @typedef {{ compiledAt: string, esbuild: string, inputs: Record<string, Stamp>, outputs: string[] }} BuildInfo */

/**
 * Why the compiled server in `outdir` cannot be used as it is (`no compiled server yet`,
 * `<file> changed`, `<file> is gone`), or null when it is current. Costs one `stat` per input
 * (about 400).
 * @param {string} [outdir]
 * @returns {string | null}
 */
export function staleReason(outdir = DIST) {
  /** @type {BuildInfo} */
  let info;
  try {
    info = JSON.parse(readFileSync(join(outdir, INFO_FILE), 'utf8'));
  } catch {
    return 'no compiled server yet';
  }
  for (const [file, stamp] of Object.entries(info.inputs)) {
    let st;
    try {
      st = statSync(join(ROOT, file));
    } catch {
      return `${file} is gone`;
    }
    if (st.size !== stamp.size || st.mtimeMs !== stamp.mtimeMs) return `${file} changed`;
  }
  for (const file of info.outputs) if (!existsSync(join(outdir, file))) return `${file} is missing from the output`;
  return null;
}

/**
 * Compiles the server into `outdir`, and builds the event reference into `<outdir>/event-docs`
 * (generators/src/asyncapi/html-docs.ts: kept when current, else copied from `dist/event-docs`
 * when that is current, else rendered, 20 to 40 s). Resolves with the build info written; rejects
 * with esbuild's errors (file, line and message) when a source does not compile or an import
 * cannot be resolved.
 * @param {{ outdir?: string, log?: (line: string) => void }} [opts]
 * @returns {Promise<BuildInfo>}
 */
export async function compileServer(opts = {}) {
  const outdir = opts.outdir ?? DIST;
  const esbuild = await import('esbuild');
  const startedAt = Date.now();
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: Object.entries(ENTRIES).map(([out, src]) => ({ in: src, out })),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    // Only Node's own conditions (no bundler-only `module`), as Node itself resolves the externals.
    conditions: [],
    // Chunks next to the entries: the import.meta rewrite computes paths from this one folder.
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    sourcesContent: false,
    // Class and function names as written (error names, logs).
    keepNames: true,
    metafile: true,
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
    banner: {
      js: '// Generated by scripts/compiled-server.mjs (esbuild) from packages/*/src. Do not edit; `pnpm build` or `pnpm start` compiles it again.',
    },
    plugins: [workspacePlugin(outdir)],
  });
  mkdirSync(outdir, { recursive: true });
  const outputs = result.outputFiles.map((f) => relative(outdir, f.path).split(sep).join('/'));
  for (const f of result.outputFiles) writeAtomically(f.path, f.contents);
  const docs = await buildEventDocs(outdir, opts.log);
  outputs.push(...docs.files.map((f) => `${EVENT_DOCS}/${f}`));
  /** @type {Record<string, Stamp>} */
  const inputs = {};
  const files = [...Object.keys(result.metafile.inputs), ...EXTRA_INPUTS.filter((f) => existsSync(join(ROOT, f)))];
  for (const file of files) {
    const st = statSync(join(ROOT, file));
    // Changed while compiling: what was read may be older than what is there now.
    inputs[file] = { size: st.size, mtimeMs: st.mtimeMs >= startedAt ? -1 : st.mtimeMs };
  }
  /** @type {BuildInfo} */
  const info = { compiledAt: new Date().toISOString(), esbuild: esbuild.version, inputs, outputs };
  writeAtomically(join(outdir, INFO_FILE), Buffer.from(`${JSON.stringify(info, null, 1)}\n`));
  // Outputs of earlier compiles go once they are a day old: a server still running an earlier
  // compile loads its lazy chunks (content-hashed names) when an operation first needs them.
  const keep = new Set([...outputs.map((f) => f.split('/')[0]), INFO_FILE]);
  for (const name of readdirSync(outdir)) {
    if (keep.has(name)) continue;
    const path = join(outdir, name);
    const age = Date.now() - statSync(path).mtimeMs;
    if (age > (name.startsWith('.tmp-') ? 3_600_000 : 86_400_000)) rmSync(path, { recursive: true, force: true });
  }
  return info;
}

/**
 * Compiles when {@link staleReason} says so; reports through `log` (one line before, one after).
 * @param {{ outdir?: string, log?: (line: string) => void }} [opts]
 * @returns {Promise<{ compiled: boolean, reason: string | null, ms: number }>}
 */
export async function ensureCompiled(opts = {}) {
  const outdir = opts.outdir ?? DIST;
  const log = opts.log ?? (() => undefined);
  const reason = staleReason(outdir);
  if (reason === null) return { compiled: false, reason, ms: 0 };
  const t0 = performance.now();
  log(`compiling the server into ${relative(ROOT, outdir)} (${reason})`);
  await compileServer({ outdir, log });
  const ms = performance.now() - t0;
  log(`compiled in ${(ms / 1000).toFixed(1)} s`);
  return { compiled: true, reason, ms };
}

/**
 * The event reference in `<outdir>/event-docs`, from the contract's asyncapi.json. The renderer is
 * TypeScript (generators/), loaded through tsx only here, when a build runs.
 * @param {string} outdir
 * @param {((line: string) => void) | undefined} log
 * @returns {Promise<{ action: string, files: string[] }>}
 */
async function buildEventDocs(outdir, log) {
  const { tsImport } = await import('tsx/esm/api');
  /** @type {{ ensureEventDocs: (dir: string, document: Record<string, unknown>, opts: { reuseFrom?: string, log?: (line: string) => void }) => Promise<{ action: string, files: string[] }> }} */
  const docs = await tsImport('../generators/src/asyncapi/html-docs.ts', import.meta.url);
  const document = JSON.parse(readFileSync(join(ROOT, ASYNCAPI_JSON), 'utf8'));
  return docs.ensureEventDocs(join(outdir, EVENT_DOCS), document, { reuseFrom: join(DIST, EVENT_DOCS), log });
}

/**
 * @param {string} outdir
 * @returns {import('esbuild').Plugin}
 */
function workspacePlugin(outdir) {
  const skip = Symbol('resolving');
  return {
    name: 'storeops-workspace',
    setup(build) {
      // Bare imports: workspace packages are bundled (esbuild follows pnpm's link to packages/*/src);
      // node builtins stay as they are; every npm dependency becomes a relative import of the file Node would load.
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === skip) return undefined;
        const bare = args.path.startsWith('node:') ? args.path.slice(5) : args.path;
        if (BUILTINS.has(bare) || BUILTINS.has(bare.split('/')[0] ?? '')) return { path: args.path, external: true };
        if (args.path.startsWith('@storeops/')) return undefined;
        const r = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: skip,
        });
        if (r.errors.length > 0) return { errors: r.errors };
        if (r.external) return { path: args.path, external: true };
        if (!r.path.split(sep).includes('node_modules')) return undefined;
        let rel = relative(outdir, r.path).split(sep).join('/');
        if (!rel.startsWith('.')) rel = `./${rel}`;
        return { path: rel, external: true };
      });
      // import.meta.{url,dirname,filename} of a workspace source: that source's location, not the bundle's.
      build.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
        if (args.path.split(sep).includes('node_modules')) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta')) return undefined;
        const other = /\bimport\.meta(?!\.(url|dirname|filename)\b)/.exec(text);
        if (other !== null) {
          return {
            errors: [{ text: `import.meta is used other than as .url/.dirname/.filename; teach scripts/compiled-server.mjs about it` }],
          };
        }
        const rel = relative(outdir, args.path).split(sep).join('/');
        // One line, prepended to the first: the source's line numbers (and its source map) stay as they are.
        const prefix =
          `import { fileURLToPath as __sourceFileURLToPath } from 'node:url'; ` +
          `const __sourceUrl = new URL(${JSON.stringify(rel)}, import.meta.url).href; ` +
          `const __sourceFilename = __sourceFileURLToPath(__sourceUrl); ` +
          `const __sourceDirname = __sourceFileURLToPath(new URL('.', __sourceUrl)).replace(/[\\\\/]$/, ''); `;
        const contents = text.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_m, what) =>
          what === 'url' ? '__sourceUrl' : what === 'dirname' ? '__sourceDirname' : '__sourceFilename',
        );
        return { contents: prefix + contents, loader: 'ts' };
      });
    },
  };
}

/**
 * @param {string} path
 * @param {Uint8Array} contents
 */
function writeAtomically(path, contents) {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = join(dirname(path), `.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`);
  writeFileSync(tmp, contents);
  renameSync(tmp, path);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ifStale = process.argv.includes('--if-stale');
  const log = (/** @type {string} */ line) => console.error(line);
  if (ifStale) await ensureCompiled({ log });
  else {
    const t0 = performance.now();
    const info = await compileServer();
    log(
      `compiled ${Object.keys(info.inputs).length} inputs into ${relative(ROOT, DIST)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
}
