/**
 * End to end, as a newcomer runs it: `pnpm start` (the README's start command, on a fresh SQLite
 * file and a free port) prints the ready block with a live and a sandbox key within 5 s; the
 * printed live key answers the README's curl call; `pnpm keys create --json` mints a key; and the
 * quickstart example prints the store overview, top products by ROAS and critical alerts.
 * (Start-up time is measured by `pnpm bench`, not asserted here.)
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
const dir = mkdtempSync(join(tmpdir(), 'storeops-quickstart-'));
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
}, 30_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => server?.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
});

describe('README quickstart', () => {
  it('prints one ready block with base URL, live and sandbox keys, the dashboard operator and the docs URL', () => {
    expect(output).toMatch(/Dashboard {4}http:\/\/127\.0\.0\.1:\d+\/dashboard {3}operator: operator@northwind\.example \/ \S+/);
    expect(output).toContain(`Base URL     ${base}`);
    expect(output).toMatch(/Live key {5}sops_live_[A-Za-z0-9_-]{43}/);
    expect(output).toMatch(/Sandbox key {2}sops_sandbox_[A-Za-z0-9_-]{43}/);
    expect(output).toContain(`${base}/api/v1/reference`);
  });

  it("the printed live key answers get_store_overview with the demo store's figures", async () => {
    const key = /Live key {5}(\S+)/.exec(output)![1]!;
    const res = await fetch(`${base}/api/v1/tools/get_store_overview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.ok).toBe(true);
    expect(body.result.name).toBe('Northwind Outfitters');
    expect(body.result.catalogue.product_count).toBeGreaterThanOrEqual(200);
  });

  it('pnpm keys create --json mints a working key; the example prints overview, top products and alerts', async () => {
    const { stdout } = await run(tsx, ['packages/server/src/cli/keys.ts', 'create', '--scopes', 'catalog:read,automation:read', '--json'], {
      cwd: root,
      env,
    });
    const minted = JSON.parse(stdout);
    expect(minted).toMatchObject({ kind: 'live', scopes: ['catalog:read', 'automation:read'], key: expect.stringMatching(/^sops_live_/) });
    const example = await run(tsx, ['src/main.ts'], {
      cwd: join(root, 'examples/sdk-quickstart'),
      env: { ...process.env, STOREOPS_API_KEY: minted.key, STOREOPS_BASE_URL: base },
    });
    expect(example.stdout).toMatch(/^Northwind Outfitters \(hosted_storefront, EUR\)/);
    expect(example.stdout).toContain('Top products by ROAS:');
    expect(example.stdout).toMatch(/Open critical alerts: \d+/);
    const topLines = example.stdout.split('\n').filter((l) => /^\s+(\d+\.\d\d|\s+n\/a)\s{2}/.test(l));
    expect(topLines).toHaveLength(5);
  });

  it('pnpm keys create refuses an unknown scope with exit code 2', async () => {
    const err = await run(tsx, ['packages/server/src/cli/keys.ts', 'create', '--scopes', 'everything', '--json'], { cwd: root, env }).catch(
      (e) => e,
    );
    expect(err.code).toBe(2);
    expect(err.stderr).toMatch(/unknown scope\(s\): everything/);
  });
});
