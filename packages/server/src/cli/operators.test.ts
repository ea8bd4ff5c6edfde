/**
 * `pnpm operators` as a process (the root package.json script, run as pnpm runs it) against the
 * database of a running `pnpm start`, checked the way an operator notices: signing in to the
 * dashboard over HTTP. reset-password prints a new password once, the old one stops working and
 * open sessions are signed out; create adds an operator of a chosen store; refusals are one line
 * on stderr with exit code 2.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, spawnService, type ServiceProcess } from '../service-process';

const run = promisify(execFile);
const SCRIPT: string = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).scripts.operators;
let service: ServiceProcess;
let printedPassword = '';

beforeAll(async () => {
  service = await spawnService({ scale: 0.1 });
  printedPassword = /operator: operator@northwind\.example \/ (\S+) \(printed once\)/.exec(service.output())![1]!;
}, 90_000);
afterAll(async () => service?.stop());

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `pnpm operators <args>`: the package.json script with node_modules/.bin on PATH, as pnpm runs it. */
async function operators(...args: string[]): Promise<CliResult> {
  const quoted = args.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return run('/bin/sh', ['-c', `${SCRIPT} ${quoted}`], {
    cwd: REPO_ROOT,
    env: { ...service.env, PATH: `${join(REPO_ROOT, 'node_modules/.bin')}:${process.env.PATH}` },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
  );
}

/** Signs in through the dashboard form: the HTTP status, and the session cookie on success. */
async function signIn(email: string, password: string): Promise<{ status: number; session: string | null }> {
  const form = await fetch(`${service.baseUrl}/dashboard/sign-in`);
  const cookie = (form.headers.get('set-cookie') ?? '').split(';')[0]!;
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const res = await fetch(`${service.baseUrl}/dashboard/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, email, password }).toString(),
  });
  const session = /storeops_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? null;
  return { status: res.status, session };
}

/** GET a dashboard page with a session cookie: the status and the page text. */
async function page(session: string, path = '/dashboard/approvals'): Promise<{ status: number; text: string }> {
  const res = await fetch(`${service.baseUrl}${path}`, { redirect: 'manual', headers: { cookie: `storeops_session=${session}` } });
  return { status: res.status, text: await res.text() };
}

const oneLine = (r: CliResult) => r.stderr.trimEnd().split('\n');

describe('pnpm operators reset-password', () => {
  it('prints a new password once; it signs in, the old one no longer does, and open sessions are signed out', async () => {
    const before = await signIn('operator@northwind.example', printedPassword);
    expect(before.status).toBe(303);
    expect((await page(before.session!)).status).toBe(200);

    const reset = await operators('reset-password', 'Operator@Northwind.example', '--json');
    expect(reset).toMatchObject({ code: 0, stderr: '' });
    const body = JSON.parse(reset.stdout);
    expect(body).toMatchObject({ email: 'operator@northwind.example', password: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) });
    expect(body.sessions_closed).toBeGreaterThanOrEqual(1);
    expect(body.password).not.toBe(printedPassword);

    const old = await page(before.session!);
    expect(old.status).toBe(303); // back to sign-in
    expect((await signIn('operator@northwind.example', printedPassword)).status).toBe(401);
    const after = await signIn('operator@northwind.example', body.password);
    expect(after.status).toBe(303);
    const inbox = await page(after.session!);
    expect(inbox.status).toBe(200);
    expect(inbox.text).toContain('Northwind Outfitters');
  });

  it('without --json prints the email and the new password on one line', async () => {
    const reset = await operators('reset-password', 'operator@northwind.example');
    expect(reset.code).toBe(0);
    const password = /^operator@northwind\.example: new password (\S+)$/m.exec(reset.stdout)?.[1];
    expect(password).toBeDefined();
    expect((await signIn('operator@northwind.example', password!)).status).toBe(303);
  });

  it('an unknown email: one line on stderr, exit code 2, nothing on stdout', async () => {
    const res = await operators('reset-password', 'nobody@northwind.example');
    expect(res).toMatchObject({ code: 2, stdout: '' });
    expect(oneLine(res)).toEqual(["operators: no operator with email 'nobody@northwind.example' (pnpm operators list shows them)"]);
  });
});

describe('pnpm operators create', () => {
  it('creates an operator of the store named by --store, whose printed password signs in to that store', async () => {
    const created = await operators('create', '--email', 'Maya@Harbor-Wholesale.example', '--store', 'harbor-wholesale', '--json');
    expect(created).toMatchObject({ code: 0, stderr: '' });
    const body = JSON.parse(created.stdout);
    expect(body).toMatchObject({ email: 'maya@harbor-wholesale.example', store_handle: 'harbor-wholesale' });
    const signed = await signIn('maya@harbor-wholesale.example', body.password);
    expect(signed.status).toBe(303);
    const inbox = await page(signed.session!);
    expect(inbox.status).toBe(200);
    expect(inbox.text).toContain('Harbor Wholesale Co.');

    const list = await operators('list', '--json');
    expect(JSON.parse(list.stdout).map((o: { email: string; store_handle: string }) => [o.email, o.store_handle])).toEqual([
      ['maya@harbor-wholesale.example', 'harbor-wholesale'],
      ['operator@northwind.example', 'northwind-outfitters'],
    ]);
  });

  it('defaults to the hosted demo store', async () => {
    const created = await operators('create', '--email', 'sam@northwind.example');
    expect(created.code).toBe(0);
    const password = /^sam@northwind\.example: operator of Northwind Outfitters \(northwind-outfitters\), password (\S+)$/m.exec(
      created.stdout,
    )?.[1];
    expect(password).toBeDefined();
    expect((await signIn('sam@northwind.example', password!)).status).toBe(303);
  });

  it.each([
    [
      ['create', '--email', 'operator@northwind.example'],
      /^operators: an operator with email 'operator@northwind\.example' already exists/,
    ],
    [['create', '--email', 'not-an-email'], /^operators: --email 'not-an-email' is not an email address/],
    [['create', '--email', 'x@y.example', '--store', 'no-such-store'], /^operators: no store with id or handle 'no-such-store'/],
    [['create'], /^operators: --email is required; usage: /],
    [['create', '--emial', 'x@y.example'], /^operators: Unknown option '--emial'/],
    [['rename', 'x@y.example'], /^operators: unknown command 'rename'; usage: /],
    [[], /^operators: a command is required; usage: /],
  ])('%j is refused in one line with exit code 2', async (args, message) => {
    const res = await operators(...args);
    expect(res).toMatchObject({ code: 2, stdout: '' });
    expect(oneLine(res)).toHaveLength(1);
    expect(res.stderr).toMatch(message);
  });
});

describe('pnpm operators store-rate-limit', () => {
  it("sets a store's own limit: the running service's 429 body and RateLimit headers carry it; default goes back to 120", async () => {
    const { key } = await service.mintKey(['read']);
    const call = () =>
      fetch(`${service.baseUrl}/api/v1/tools/where_in_service`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: '{}',
      });
    const first = await call();
    expect(first.headers.get('ratelimit-limit')).toBe('120');

    const set = await operators('store-rate-limit', 'northwind-outfitters', '3', '--json');
    expect(set.code).toBe(0);
    expect(JSON.parse(set.stdout)).toMatchObject({
      store_handle: 'northwind-outfitters',
      rate_limit_per_minute: 3,
      effective_per_minute: 3,
    });
    const shown = await operators('store-rate-limit', 'northwind-outfitters');
    expect(shown.stdout.trim()).toBe('Northwind Outfitters (northwind-outfitters): 3 requests per minute per credential');

    // The service reads store rows through a 5-second cache: ask until the new limit shows (at most ~10 s).
    let refused: Response | null = null;
    for (let i = 0; i < 60 && refused === null; i++) {
      const res = await call();
      if (res.status === 429) refused = res;
      else {
        expect(res.status).toBe(200);
        if (res.headers.get('ratelimit-limit') === '120') await new Promise((r) => setTimeout(r, 250));
        else expect(res.headers.get('ratelimit-limit')).toBe('3');
      }
    }
    expect(refused).not.toBeNull();
    expect(refused!.headers.get('ratelimit-limit')).toBe('3');
    expect(refused!.headers.get('ratelimit-policy')).toBe('"per-credential";q=3;w=60');
    const body = await refused!.json();
    expect(body).toMatchObject({ error: 'rate_limited', limit: 3 });
    expect(body.message).toContain('3 requests per minute');

    const reset = await operators('store-rate-limit', 'northwind-outfitters', 'default', '--json');
    expect(JSON.parse(reset.stdout)).toMatchObject({ rate_limit_per_minute: null, effective_per_minute: 120 });
  }, 60_000);

  it.each([
    [['store-rate-limit', 'northwind-outfitters', '0'], /^operators: the limit must be an integer from 1 to 100000/m],
    [['store-rate-limit', 'northwind-outfitters', '2.5'], /^operators: the limit must be an integer from 1 to 100000/m],
    [['store-rate-limit', 'no-such-store', '10'], /^operators: no store with id or handle 'no-such-store'/m],
    [['store-rate-limit'], /^operators: store-rate-limit takes a store and an optional limit/m],
  ])('%j is refused with exit code 2', async (args, message) => {
    const res = await operators(...args);
    expect(res).toMatchObject({ code: 2, stdout: '' });
    expect(res.stderr).toMatch(message);
  });
});
