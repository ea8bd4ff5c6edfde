// @ts-check
/**
 * `pnpm start` / `pnpm keys …` / `pnpm operators …`: runs an entry of the compiled server
 * (`node scripts/run-compiled.mjs <main|keys|operators> [args…]`). Compiles first when
 * `packages/server/dist` is missing or older than its sources (scripts/compiled-server.mjs; one line
 * on stderr before and after), then loads `dist/<entry>.js` in this same process, so signals
 * (SIGTERM: graceful shutdown) reach the service itself and no second Node starts. The output is
 * not minified and keeps names, so stack traces are readable as they are; for traces that point
 * at the TypeScript sources run with `NODE_OPTIONS=--enable-source-maps` (off by default: reading
 * the maps costs about 0.3 s of every start). On Node 22.1+ V8's on-disk compile cache is used
 * (`node_modules/.cache/storeops-compile`), which makes later starts cheaper; Node 20 has none.
 * Exit code 2 with a usage line for an unknown entry.
 */
import module from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, ENTRIES, ROOT, ensureCompiled } from './compiled-server.mjs';

const [entry, ...args] = process.argv.slice(2);
if (entry === undefined || !Object.hasOwn(ENTRIES, entry)) {
  console.error(`usage: node scripts/run-compiled.mjs <${Object.keys(ENTRIES).join('|')}> [args...]`);
  process.exit(2);
}
await ensureCompiled({ log: (line) => console.error(line) });
const file = join(DIST, `${entry}.js`);
// The entry reads its arguments as if it had been started itself: `node dist/<entry>.js args…`.
process.argv = [process.argv[0] ?? 'node', file, ...args];
/** @type {{ enableCompileCache?: (dir?: string) => unknown }} */ (module).enableCompileCache?.(
  join(ROOT, 'node_modules/.cache/storeops-compile'),
);
await import(pathToFileURL(file).href);
