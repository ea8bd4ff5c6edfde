/**
 * Test harness for examples and README checks: the service as a newcomer starts it (`pnpm start`,
 * i.e. `packages/server/src/main.ts`) on a fresh SQLite file and a free port, plus `pnpm keys
 * create --json` against the same database. Resolves once the ready block is printed (20 s at most).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** The repository root. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
/** The tsx binary the scripts run with. */
export const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');

export interface ServiceProcess {
  baseUrl: string;
  /** Everything the process printed so far (the ready block among it). */
  output(): string;
  /** The environment the service runs with (for CLI calls against the same database). */
  env: NodeJS.ProcessEnv;
  /** `pnpm keys create --scopes <scopes> --json [...extra]`: the parsed JSON it prints. */
  mintKey(scopes: string[], extra?: string[]): Promise<{ id: string; key: string; kind: string; scopes: string[]; store_id: string }>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

export async function spawnService(): Promise<ServiceProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'storeops-service-'));
  const env = { ...process.env, STOREOPS_DB_FILE: join(dir, 'demo.sqlite'), HOST: '127.0.0.1' };
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(TSX, ['packages/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`no ready block within 20 s:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Try ')) {
        clearTimeout(timer);
        res();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => rej(new Error(`server exited ${code}:\n${output}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    env,
    async mintKey(scopes, extra = []) {
      const { stdout } = await run(TSX, ['packages/server/src/cli/keys.ts', 'create', '--scopes', scopes.join(','), '--json', ...extra], {
        cwd: REPO_ROOT,
        env,
      });
      return JSON.parse(stdout);
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
