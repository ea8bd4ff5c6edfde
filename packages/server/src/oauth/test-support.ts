/**
 * Test support for the OAuth server (not shipped): an https server on loopback that serves Client
 * ID Metadata Documents (a throwaway self-signed certificate made with the machine's `openssl`,
 * trusted through AppOptions `oauth.ca`), PKCE helpers, and an HTTP-only walk through the
 * authorization code flow with an operator's dashboard session (cookies carried by hand), for the
 * tests that do not need a browser.
 */
import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOperator, openSession } from '../auth/operators';
import { afterAll, beforeAll } from 'vitest';
import { TEST_DNS, startTestServer, testResolver, type TestServer } from '@storeops/testkit/server';

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A self-signed certificate for 127.0.0.1 / localhost (PEM), valid one day. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'storeops-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What the document host answers at a path: a status, headers and a body. */
export interface Served {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface DocumentHost {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  cert: string;
  /** Sets what `path` answers; `fetches` counts requests per path. */
  serve(path: string, answer: Served | ((origin: string) => Served)): void;
  fetches: Map<string, number>;
  close(): Promise<void>;
}

/** An https server on 127.0.0.1 serving whatever each test puts at a path (404 elsewhere). */
export async function startDocumentHost(): Promise<DocumentHost> {
  const { key, cert } = selfSignedCertificate();
  const routes = new Map<string, Served | ((origin: string) => Served)>();
  const fetches = new Map<string, number>();
  let origin = '';
  const server: Server = createServer({ key, cert }, (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    fetches.set(path, (fetches.get(path) ?? 0) + 1);
    const route = routes.get(path);
    const answer = typeof route === 'function' ? route(origin) : route;
    if (answer === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers }).end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    cert,
    fetches,
    serve: (path, answer) => routes.set(path, answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A Client ID Metadata Document for `clientId` (a public native client with loopback redirects). */
export function metadataDocument(clientId: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    client_id: clientId,
    client_name: 'Test MCP Host',
    client_uri: 'https://example.com',
    logo_uri: 'https://example.com/logo.png',
    redirect_uris: ['http://127.0.0.1/callback'],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
    application_type: 'native',
    ...extra,
  });
}

/** An operator of the hosted store with a live dashboard session: its cookie header and CSRF token. */
export async function operatorSession(t: TestServer, now = new Date()): Promise<{ operatorId: string; cookie: string; csrf: string }> {
  const op = await createOperator(t.db, t.hostedStoreId, `oauth-${randomBytes(4).toString('hex')}@northwind.example`);
  const session = await openSession(t.db, op.id, now);
  return { operatorId: op.id, cookie: `storeops_session=${session.token}`, csrf: session.csrfToken };
}

/** A cookie jar of name=value pairs (path and expiry ignored: one test, one server). */
export class Jar {
  private readonly cookies = new Map<string, string>();
  constructor(initial = '') {
    for (const part of initial.split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0) this.cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
    }
  }
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const value = pair!.slice(eq + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(pair!.slice(0, eq));
      else this.cookies.set(pair!.slice(0, eq), value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** GET/POST without following redirects, carrying the jar's cookies. */
export async function step(jar: Jar, url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: jar.header() } });
  jar.take(res);
  return res;
}

export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  state?: string;
  scope?: string;
  resource?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  response_type?: string;
}

export interface ConsentChoice {
  decision?: 'allow' | 'deny';
  store?: string;
  scopes?: string[];
}

/**
 * Walks GET /api/oauth/authorize → consent page → POST consent → back to the authorization
 * endpoint, as a browser would, and returns the final redirect (to the client's redirect URI) or
 * the answer that stopped the walk. `consent` picks the store and scopes (default: the operator's
 * store and every scope the page offers ticked).
 */
export async function authorize(
  t: TestServer,
  session: { cookie: string; csrf: string },
  params: AuthorizeParams,
  consent: ConsentChoice = {},
): Promise<{ stoppedAt: Response; redirect: URL | null; consentPage: string | null }> {
  const jar = new Jar(session.cookie);
  const query = new URLSearchParams({ response_type: 'code', ...params } as Record<string, string>);
  let res = await step(jar, `${t.baseUrl}/api/oauth/authorize?${query}`);
  let consentPage: string | null = null;
  for (let hops = 0; hops < 10; hops++) {
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || location === null) return { stoppedAt: res, redirect: null, consentPage };
    const next = new URL(location, t.baseUrl);
    if (next.origin !== t.baseUrl) return { stoppedAt: res, redirect: next, consentPage };
    res = await step(jar, next.href);
    if (res.status === 200 && next.pathname.startsWith('/dashboard/connect/')) {
      consentPage = await res.text();
      const offered = [...consentPage.matchAll(/name="scope" value="([^"]+)"\s*(checked)?/g)];
      const scopes = consent.scopes ?? offered.map((m) => m[1]!);
      const form = new URLSearchParams({
        csrf: session.csrf,
        decision: consent.decision ?? 'allow',
        store: consent.store ?? t.hostedStoreId,
      });
      for (const s of scopes) form.append('scope', s);
      res = await step(jar, next.href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
    }
  }
  throw new Error('too many redirects');
}

/** POST /api/oauth/token with a form body; returns status and the parsed JSON. */
export async function token(t: TestServer, form: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(`${t.baseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** The test server of an OAuth test file ({@link useOAuthServer}) with its document host, test client and operator session. */
export type OAuthServer = TestServer & {
  readonly host: DocumentHost;
  /** The test client's id: the URL of its metadata document on `host`. */
  readonly clientId: string;
  readonly session: Awaited<ReturnType<typeof operatorSession>>;
};

/**
 * The frame of an OAuth test file: a `beforeAll` that starts the document host, a test server
 * (scale 0.1, clock `now`, loopback webhooks allowed, names resolved by TEST_DNS plus `dns`, the
 * host's certificate trusted), serves the test client's metadata document, and opens an
 * operator's session; an `afterAll` that closes both. The returned object is filled in by that
 * `beforeAll` (read it inside hooks and tests).
 */
export function useOAuthServer(opts: { now: () => Date; dns?: Readonly<Record<string, readonly string[]>> }): OAuthServer {
  const suite = {} as OAuthServer;
  let host: DocumentHost | undefined;
  let t: TestServer | undefined;
  beforeAll(async () => {
    host = await startDocumentHost();
    t = await startTestServer({
      scale: 0.1,
      now: opts.now,
      webhooks: { allowLoopback: true, resolver: testResolver({ ...TEST_DNS, ...opts.dns }) },
      oauth: { ca: host.cert },
    });
    const clientId = `${host.origin}/client.json`;
    host.serve('/client.json', { body: metadataDocument(clientId) });
    Object.assign(suite, t, { host, clientId, session: await operatorSession(t) });
  });
  afterAll(async () => {
    await t?.close();
    await host?.close();
  });
  return suite;
}
