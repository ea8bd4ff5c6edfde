/**
 * End to end, as a newcomer runs it: `pnpm start` (on a fresh SQLite file and a free port), a key
 * minted with `pnpm keys create --json`, then the MCP client example against `/api/mcp`, with the
 * default negotiation and pinned to each supported revision; a bad key exits 1 with the 401.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../..');
const tsx = join(root, 'node_modules/.bin/tsx');

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

let server: ChildProcess;
let output = '';
let base = '';
let key = '';
const dir = mkdtempSync(join(tmpdir(), 'storeops-mcp-client-'));
const env = { ...process.env, STOREOPS_DB_FILE: join(dir, 'demo.sqlite'), HOST: '127.0.0.1' };

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(tsx, ['packages/server/src/main.ts'], {
    cwd: root,
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
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.on('exit', (code) => rej(new Error(`server exited ${code}:\n${output}`)));
  });
  const { stdout } = await run(tsx, ['packages/server/src/cli/keys.ts', 'create', '--scopes', 'read', '--json'], { cwd: root, env });
  key = JSON.parse(stdout).key;
}, 40_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => server?.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
});

const example = (extra: Record<string, string>) =>
  run(tsx, ['src/main.ts'], {
    cwd: join(root, 'examples/mcp-client'),
    env: { ...process.env, STOREOPS_API_KEY: key, STOREOPS_BASE_URL: base, ...extra },
  });

describe('examples/mcp-client', () => {
  it.each([
    ['default negotiation', {}, '2026-07-28'],
    ['pinned to 2026-07-28', { STOREOPS_MCP_REVISION: '2026-07-28' }, '2026-07-28'],
    ['pinned to 2025-06-18', { STOREOPS_MCP_REVISION: '2025-06-18' }, '2025-06-18'],
  ])('%s: connects, lists the tools, calls get_store_overview and prints the summary', async (_case, extra, revision) => {
    const { stdout } = await example(extra);
    expect(stdout).toContain(`Connected to StoreOps Store Operations API over MCP ${revision}`);
    expect(stdout).toMatch(/Tools this key may call \(\d+\):/);
    expect(stdout).toMatch(/^ {2}get_store_overview +read +\S/m);
    expect(stdout).toMatch(/^Northwind Outfitters \(hosted_storefront, EUR\)$/m);
    expect(stdout).toMatch(/products: 2\d\d, open alerts: \d+/);
    expect(stdout).toMatch(/request id: req_[a-z2-7]{24}/);
  });

  it('a key the server does not know exits 1 with the HTTP 401', async () => {
    const err = await example({ STOREOPS_API_KEY: `sops_live_${'x'.repeat(43)}` }).catch((e: { code: number; stderr: string }) => e);
    expect((err as { code: number }).code).toBe(1);
    expect((err as { stderr: string }).stderr).toMatch(/^HTTP 401: .*\n {2}the server refused the key: check STOREOPS_API_KEY/m);
  });
});
