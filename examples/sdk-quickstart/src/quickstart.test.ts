/**
 * End to end, as a newcomer runs it: `pnpm start` (the README's start command, on a fresh SQLite
 * file and a free port) prints the ready block with a live and a sandbox key within 5 s; the
 * printed live key answers the README's curl call; `pnpm keys create --json` mints a key; and the
 * quickstart example prints the store overview, top products by ROAS and critical alerts. The
 * service runs on a free port, not 8080: the ready block's `export` line, pasted into a shell, is
 * all the `curl` line and the example need; with nothing listening at STOREOPS_BASE_URL the example
 * says so in one line (the URL tried and what to set) and exits 1, without a stack trace.
 * (Start-up time is measured by `pnpm bench`, not asserted here.)
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, TSX, freePort, spawnService, type ServiceProcess } from '@storeops/server/service-process';

const run = promisify(execFile);
/** This process's environment without the variables the ready block tells a newcomer to export. */
const { STOREOPS_BASE_URL: _b, STOREOPS_API_KEY: _k, KEY: _key, SANDBOX_KEY: _s, ...cleanEnv } = process.env;
/** The ready block's line starting with `label`, without the label (e.g. `export ...`, `curl ...`). */
const readyLine = (label: string): string => {
  const line = output.split('\n').find((l) => l.startsWith(`  ${label} `));
  if (line === undefined) throw new Error(`no ${label} line in the ready block:\n${output}`);
  return line.slice(2 + label.length).trim();
};
let service: ServiceProcess;
let output = '';
let base = '';

beforeAll(async () => {
  // With the development loopback switch, as the README's webhook section starts it.
  service = await spawnService({ env: { STOREOPS_WEBHOOKS_ALLOW_LOOPBACK: 'true' } });
  output = service.output();
  base = service.baseUrl;
}, 90_000);

afterAll(async () => service?.stop());

describe('README quickstart', () => {
  it('prints one ready block with base URL, live and sandbox keys, the dashboard operator and the docs URL', () => {
    expect(output).toMatch(/Dashboard {4}http:\/\/127\.0\.0\.1:\d+\/dashboard {3}operator: operator@northwind\.example \/ \S+/);
    expect(output).toContain(`Base URL     ${base}`);
    expect(output).toMatch(/Live key {5}sops_live_[A-Za-z0-9_-]{43}/);
    expect(output).toMatch(/Sandbox key {2}sops_sandbox_[A-Za-z0-9_-]{43}/);
    expect(output).toContain(`${base}/api/v1/reference`);
    // The export line (STOREOPS_BASE_URL, STOREOPS_API_KEY, KEY, SANDBOX_KEY) comes before the curl line that uses $KEY.
    const live = /Live key {5}(\S+)/.exec(output)![1]!;
    const sandbox = /Sandbox key {2}(\S+)/.exec(output)![1]!;
    expect(readyLine('Shell')).toBe(`export STOREOPS_BASE_URL=${base} STOREOPS_API_KEY=${live} KEY=${live} SANDBOX_KEY=${sandbox}`);
    expect(output.indexOf('  Shell ')).toBeLessThan(output.indexOf('  Try '));
    expect(readyLine('Try')).toContain('"Authorization: Bearer $KEY"');
  });

  it("the ready block's export and curl lines, pasted into a shell, answer get_store_overview", async () => {
    const { stdout } = await run('/bin/sh', ['-c', `${readyLine('Shell')}\n${readyLine('Try')} --silent --show-error`], { env: cleanEnv });
    expect(JSON.parse(stdout)).toMatchObject({ ok: true, result: { name: 'Northwind Outfitters' } });
  });

  it("the README's curl commands, run after the ready block's export line, answer ok: true", async () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const shell = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!.replace(/\\\n\s*/g, ' '));
    const curls = shell
      .flatMap((block) => block.split('\n'))
      .filter((line) => line.startsWith('curl ') && line.includes('$STOREOPS_BASE_URL'));
    expect(curls.length).toBeGreaterThanOrEqual(2);
    for (const curl of curls) {
      const { stdout } = await run('/bin/sh', ['-c', `${readyLine('Shell')}\n${curl.replace(/\s+#.*$/, '')} --silent --show-error`], {
        env: cleanEnv,
      });
      expect(JSON.parse(stdout), curl).toMatchObject({ ok: true });
    }
  });

  it('after the export line the example finds the server on its (non-default) port, with no other setting', async () => {
    expect(new URL(base).port).not.toBe('8080');
    const example = await run('/bin/sh', ['-c', `${readyLine('Shell')}\nexec "${TSX}" src/main.ts`], {
      cwd: join(REPO_ROOT, 'examples/sdk-quickstart'),
      env: cleanEnv,
    });
    expect(example.stdout).toMatch(/^Northwind Outfitters \(hosted_storefront, EUR\)/);
  });

  it('nothing listening at STOREOPS_BASE_URL: one line with the URL tried and what to set, exit code 1, no stack trace', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const err = (await run(TSX, ['src/main.ts'], {
      cwd: join(REPO_ROOT, 'examples/sdk-quickstart'),
      env: { ...cleanEnv, STOREOPS_API_KEY: `sops_live_${'x'.repeat(43)}`, STOREOPS_BASE_URL: closed },
    }).then(
      () => ({}),
      (e: unknown) => e,
    )) as { code?: number; stdout?: string; stderr?: string };
    expect(err.code).toBe(1);
    expect(err.stdout).toBe('');
    const lines = err.stderr!.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(closed);
    expect(lines[0]).toMatch(/connection refused/);
    expect(lines[0]).toMatch(/set STOREOPS_BASE_URL/);
  });

  it('no STOREOPS_API_KEY: one line saying what to set, exit code 2', async () => {
    const err = (await run(TSX, ['src/main.ts'], {
      cwd: join(REPO_ROOT, 'examples/sdk-quickstart'),
      env: { ...cleanEnv, STOREOPS_BASE_URL: base },
    }).then(
      () => ({}),
      (e: unknown) => e,
    )) as { code?: number; stderr?: string };
    expect(err.code).toBe(2);
    expect(err.stderr!.trimEnd().split('\n')).toHaveLength(1);
    expect(err.stderr).toMatch(/^Set STOREOPS_API_KEY/);
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
    const minted = await service.mintKey(['catalog:read', 'automation:read']);
    expect(minted).toMatchObject({ kind: 'live', scopes: ['catalog:read', 'automation:read'], key: expect.stringMatching(/^sops_live_/) });
    const example = await run(TSX, ['src/main.ts'], {
      cwd: join(REPO_ROOT, 'examples/sdk-quickstart'),
      env: { ...process.env, STOREOPS_API_KEY: minted.key, STOREOPS_BASE_URL: base },
    });
    expect(example.stdout).toMatch(/^Northwind Outfitters \(hosted_storefront, EUR\)/);
    expect(example.stdout).toContain('Top products by ROAS:');
    expect(example.stdout).toMatch(/Open critical alerts: \d+/);
    const topLines = example.stdout.split('\n').filter((l) => /^\s+(\d+\.\d\d|\s+n\/a)\s{2}/.test(l));
    expect(topLines).toHaveLength(5);
  });

  it('pnpm keys create refuses an unknown scope with exit code 2', async () => {
    const err = (await service.mintKey(['everything']).then(
      () => ({}),
      (e: unknown) => e,
    )) as { code?: number; stderr?: string };
    expect(err.code).toBe(2);
    expect(err.stderr).toMatch(/unknown scope\(s\): everything/);
  });
});
