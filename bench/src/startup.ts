/**
 * `pnpm bench:startup` (also the last part of `pnpm bench`): start-up of the service and of `pnpm
 * keys create`, compiled (scripts/run-compiled.mjs, what `pnpm start` / `pnpm keys` run) against the
 * TypeScript sources through tsx, measured in the same run. Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export type Startup = Awaited<ReturnType<typeof startupTime>>;

/**
 * Start-up on a fresh SQLite file: the first start (migrate, seed, mint) and the best of three
 * ready times on the seeded store, of the compiled server as `pnpm start` runs it (launcher
 * included: freshness check, source maps) and, as the baseline, of the sources through tsx; plus
 * the best of three `pnpm keys create` (minus pnpm) on the compiled CLI and through tsx.
 */
export async function startupTime(): Promise<{
  firstStartMs: number;
  readyMs: number;
  readyTsxMs: number;
  keysMs: number;
  keysTsxMs: number;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'storeops-startup-'));
  const env = { ...process.env, STOREOPS_DB_FILE: join(dir, 'demo.sqlite'), PORT: '0', HOST: '127.0.0.1' };
  const compiled = [join(root, 'scripts/run-compiled.mjs'), 'main'];
  const source = ['--import', 'tsx', join(root, 'packages/server/src/main.ts')];
  const once = async (args: string[]): Promise<number> => {
    const t0 = performance.now();
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((res) => {
      let out = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        if (out.includes('Try ')) res();
      });
    });
    const ms = performance.now() - t0;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    return ms;
  };
  const keys = async (args: string[]): Promise<number> => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [...args, 'create', '--scopes', 'read', '--json'], { cwd: root, env, stdio: 'ignore' });
    await new Promise((r) => child.once('exit', r));
    return performance.now() - t0;
  };
  const best = async (f: () => Promise<number>) => Math.min(await f(), await f(), await f());
  const firstStartMs = await once(compiled);
  const readyMs = await best(() => once(compiled));
  const readyTsxMs = await best(() => once(source));
  const keysMs = await best(() => keys([join(root, 'scripts/run-compiled.mjs'), 'keys']));
  const keysTsxMs = await best(() => keys(['--import', 'tsx', join(root, 'packages/server/src/cli/keys.ts')]));
  rmSync(dir, { recursive: true, force: true });
  return { firstStartMs, readyMs, readyTsxMs, keysMs, keysTsxMs };
}

/** One line of figures, with the ratios against tsx. */
export function startupLine(s: Startup): string {
  return (
    `start-up (process spawn to ready block, best of 3): first start (migrate + seed + keys) ${s.firstStartMs.toFixed(0)} ms; ` +
    `ready on a seeded store ${s.readyMs.toFixed(0)} ms compiled vs ${s.readyTsxMs.toFixed(0)} ms through tsx (${(s.readyTsxMs / s.readyMs).toFixed(1)}x faster); ` +
    `keys create ${s.keysMs.toFixed(0)} ms compiled vs ${s.keysTsxMs.toFixed(0)} ms through tsx (${(s.keysTsxMs / s.keysMs).toFixed(1)}x faster); node ${process.version}`
  );
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === import.meta.filename) {
  console.log(startupLine(await startupTime()));
}
