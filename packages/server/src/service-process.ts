/**
 * Test harness for examples and README checks: the service as a newcomer starts it (`pnpm start`)
 * on a fresh SQLite file and a free port, plus `pnpm keys create --json` against the same
 * database. Resolves once the ready block is printed (60 s at most: a first start seeds the demo
 * world, and CI runs test files side by side); rejects with {@link ServiceExited} (exit code,
 * stdout, stderr) when the process ends before that.
 *
 * The process is what `pnpm start` runs minus pnpm: `node scripts/run-compiled.mjs main`, the
 * compiled server (packages/server/dist, compiled first when stale; vitest's global setup compiles
 * it once before any test file runs). `runtime: 'source'` runs `node --import tsx
 * packages/server/src/main.ts` instead (not through the tsx CLI wrapper, which kills a child that
 * does not acknowledge SIGTERM within 30 ms: exit 143).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { migrateLatest, openDatabase, seedIfEmpty } from '@storeops/db';

const run = promisify(execFile);
/** The repository root. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
/** The tsx binary the examples and generators run with. */
export const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');
/** The launcher of `pnpm start` / `pnpm keys` / `pnpm operators` (scripts/run-compiled.mjs). */
export const RUN_COMPILED = join(REPO_ROOT, 'scripts/run-compiled.mjs');

/** An entry of the compiled server: `main` (`pnpm start`), `keys` (`pnpm keys`), `operators` (`pnpm operators`). */
export type ServerEntry = 'main' | 'keys' | 'operators';

/** `pnpm <keys|operators> args…` minus pnpm, in the repository root: resolves with its output, rejects (with `code`, `stdout`, `stderr`) on a non-zero exit. */
export async function runCli(
  entry: Exclude<ServerEntry, 'main'>,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ stdout: string; stderr: string }> {
  return run(process.execPath, [RUN_COMPILED, entry, ...args], { cwd: REPO_ROOT, env });
}

export interface ServiceProcess {
  baseUrl: string;
  /** Everything the process printed so far (the ready block among it). */
  output(): string;
  /** The environment the service runs with (for CLI calls against the same database). */
  env: NodeJS.ProcessEnv;
  /** `pnpm keys create --scopes <scopes> --json [...extra]`: the parsed JSON it prints. */
  mintKey(scopes: string[], extra?: string[]): Promise<{ id: string; key: string; kind: string; scopes: string[]; store_id: string }>;
  /** SIGTERM (graceful shutdown); resolves with the exit code once the process ended. */
  stop(): Promise<number | null>;
  /** Kills the process with `signal` (default SIGKILL: no shutdown code runs) and waits for it to end. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Options of {@link spawnService}. */
export interface ServiceOptions {
  /** Port to listen on; default a free one. */
  port?: number;
  /** Folder holding the SQLite file (`demo.sqlite`), e.g. to start again on the same database; default a new temporary folder, removed by `stop()`. */
  dir?: string;
  /**
   * Extra environment variables of the process (e.g. `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK`;
   * `DATABASE_URL` and `REDIS_URL` for several processes on one PostgreSQL database).
   */
  env?: Record<string, string>;
  /**
   * Seed the SQLite file at this demo scale before the start (e.g. 0.1) when it holds no store
   * yet; default: the service seeds the full demo world itself, as on a newcomer's first start.
   */
  scale?: number;
  /** `compiled` (default): the compiled server, as `pnpm start` runs it; `source`: the TypeScript through tsx. */
  runtime?: 'compiled' | 'source';
}

/** What a service process that ended before its ready block left behind. */
export class ServiceExited extends Error {
  constructor(
    readonly code: number | null,
    readonly stdout: string,
    readonly stderr: string,
  ) {
    super(`server exited ${code} before its ready block:\n${stdout}${stderr}`);
  }
}

/** A port nothing listens on (just bound and released on 127.0.0.1). */
export async function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

export async function spawnService(opts: ServiceOptions = {}): Promise<ServiceProcess> {
  const ownDir = opts.dir === undefined;
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), 'storeops-service-'));
  const env: NodeJS.ProcessEnv = { ...process.env, ...opts.env, STOREOPS_DB_FILE: join(dir, 'demo.sqlite'), HOST: '127.0.0.1' };
  const port = opts.port ?? (await freePort());
  if (opts.scale !== undefined && env.DATABASE_URL === undefined) {
    const db = openDatabase({ filename: join(dir, 'demo.sqlite') });
    try {
      await migrateLatest(db);
      await seedIfEmpty(db, { scale: opts.scale });
    } finally {
      await db.destroy();
    }
  }
  let output = '';
  let stdout = '';
  let stderr = '';
  const command = opts.runtime === 'source' ? ['--import', 'tsx', 'packages/server/src/main.ts'] : [RUN_COMPILED, 'main'];
  const child: ChildProcess = spawn(process.execPath, command, {
    cwd: REPO_ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: `kill` reaches everything it started.
    detached: true,
  });
  const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  await new Promise<void>((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`no ready block within 60 s:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      stdout += chunk.toString();
      if (output.includes('Try ')) {
        clearTimeout(timer);
        res();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      stderr += chunk.toString();
    });
    // 'close' (not 'exit'): every byte of stdout and stderr has been read by then.
    child.once('close', (code) => {
      clearTimeout(timer);
      if (ownDir) rmSync(dir, { recursive: true, force: true });
      rej(new ServiceExited(code, stdout, stderr));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    env,
    async mintKey(scopes, extra = []) {
      const { stdout } = await runCli('keys', ['create', '--scopes', scopes.join(','), '--json', ...extra], env);
      return JSON.parse(stdout);
    },
    async stop() {
      child.kill('SIGTERM');
      const code = await exited;
      if (ownDir) rmSync(dir, { recursive: true, force: true });
      return code;
    },
    async kill(signal = 'SIGKILL') {
      process.kill(-child.pid!, signal);
      await exited;
    },
  };
}
