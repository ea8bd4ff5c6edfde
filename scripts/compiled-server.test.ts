/**
 * The compiled server (scripts/compiled-server.mjs): what it compiles, when it
 * counts as stale, and that the compiled service works where it reads files next to its sources
 * (AsyncAPI event docs, Swagger UI's assets, the web connector's corpus, ajv's runtime), through
 * `pnpm start` and `pnpm keys` minus pnpm (scripts/run-compiled.mjs).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_COMPILED, runCli, spawnService, type ServiceProcess } from '../packages/server/src/service-process';
import { DIST, ROOT, compileServer, ensureCompiled, staleReason } from './compiled-server.mjs';

const run = promisify(execFile);

describe('compiling the server', () => {
  let outdir = '';
  beforeAll(() => {
    outdir = mkdtempSync(join(tmpdir(), 'storeops-compiled-'));
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('bundles the workspace into one file per entry plus shared chunks, npm dependencies left as imports of the files Node would load', async () => {
    expect(staleReason(outdir)).toBe('no compiled server yet');
    const info = await compileServer({ outdir });
    for (const entry of ['main.js', 'keys.js', 'operators.js', 'main.js.map']) expect(info.outputs).toContain(entry);
    for (const file of info.outputs) expect(existsSync(join(outdir, file))).toBe(true);
    expect(Object.keys(info.inputs)).toContain('packages/server/src/main.ts');
    expect(Object.keys(info.inputs)).toContain('packages/db/src/index.ts');
    expect(Object.keys(info.inputs)).toContain('pnpm-lock.yaml');
    expect(Object.keys(info.inputs).some((f) => f.includes('node_modules/.pnpm'))).toBe(false);
    const code = info.outputs
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(outdir, f), 'utf8'))
      .join('\n');
    expect(code).not.toMatch(/from ["']@storeops\//);
    expect(code).toMatch(/from "\.\.\/.*node_modules\/\.pnpm\/express@[^/]+\/node_modules\/express\/index\.js"/);
    // The event docs are read next to their source, not next to the bundle.
    expect(code).toContain(JSON.stringify(relative(outdir, join(ROOT, 'packages/server/src/public/event-docs.ts'))));
    expect(staleReason(outdir)).toBeNull();
  });

  it('is stale when an input changed, is gone or an output is missing; ensureCompiled then compiles again', async () => {
    const infoFile = join(outdir, 'build-info.json');
    const original = readFileSync(infoFile, 'utf8');
    const info = JSON.parse(original);
    info.inputs['packages/server/src/app.ts'].mtimeMs -= 1000;
    writeFileSync(infoFile, JSON.stringify(info));
    expect(staleReason(outdir)).toBe('packages/server/src/app.ts changed');
    info.inputs['packages/server/src/no-such-file.ts'] = { size: 1, mtimeMs: 1 };
    delete info.inputs['packages/server/src/app.ts'];
    writeFileSync(infoFile, JSON.stringify(info));
    expect(staleReason(outdir)).toBe('packages/server/src/no-such-file.ts is gone');
    writeFileSync(infoFile, original);
    expect(staleReason(outdir)).toBeNull();
    rmSync(join(outdir, 'keys.js'));
    expect(staleReason(outdir)).toBe('keys.js is missing from the output');
    const lines: string[] = [];
    const r = await ensureCompiled({ outdir, log: (l) => lines.push(l) });
    expect(r).toMatchObject({ compiled: true, reason: 'keys.js is missing from the output' });
    expect(lines[0]).toMatch(/^compiling the server into .* \(keys\.js is missing from the output\)$/);
    expect(staleReason(outdir)).toBeNull();
    expect(await ensureCompiled({ outdir })).toMatchObject({ compiled: false, reason: null });
  });
});

describe('the compiled service (pnpm start, pnpm keys)', { timeout: 90_000 }, () => {
  let service: ServiceProcess;
  let key = '';
  beforeAll(async () => {
    service = await spawnService({ scale: 0.1 });
    key = (await service.mintKey(['read'])).key;
  }, 90_000);
  afterAll(async () => {
    await service?.stop();
  });

  it('runs from packages/server/dist', () => {
    expect(staleReason(DIST)).toBeNull();
    expect(service.output()).toContain('StoreOps Store Operations API ready in');
  });

  it('serves the AsyncAPI event docs and Swagger UI assets read from the checkout', async () => {
    const docs = await fetch(`${service.baseUrl}/api/v1/events`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toMatch(/<html/i);
    const css = await fetch(`${service.baseUrl}/api/v1/reference/assets/swagger-ui.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
  });

  it('answers an operation that reads the web connector corpus, and validates its arguments', async () => {
    const call = (body: unknown) =>
      fetch(`${service.baseUrl}/api/v1/tools/web_search`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const ok = await call({ query: 'merino cardigan' });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { ok: boolean; result: { results: unknown[] } };
    expect(body.ok).toBe(true);
    expect(body.result.results.length).toBeGreaterThan(0);
    const bad = await call({ query: 7 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('invalid_request');
  });

  it('pnpm keys: a key minted by the compiled CLI works; an unknown command exits 2', async () => {
    const { stdout } = await runCli('keys', ['create', '--scopes', 'read', '--json'], service.env);
    const minted = JSON.parse(stdout) as { key: string };
    const res = await fetch(`${service.baseUrl}/api/v1/tools/get_store_overview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${minted.key}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const failed = await runCli('keys', ['frobnicate'], service.env).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(2);
  });

  it('the launcher refuses an unknown entry with its usage (exit 2)', async () => {
    const failed = await run(process.execPath, [RUN_COMPILED, 'nope'], { cwd: ROOT }).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr.trim()).toBe('usage: node scripts/run-compiled.mjs <main|keys|operators> [args...]');
  });

  it('SIGTERM: exits 0', async () => {
    const other = await spawnService({ scale: 0.1 });
    expect(await other.stop()).toBe(0);
  });
});
