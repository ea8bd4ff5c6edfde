/**
 * Which `Host` names this server answers to, and the base URL it writes into documents and links
 * (MCP transports spec: servers MUST validate `Origin` to prevent DNS rebinding).
 *
 * Allowed `Host` values (the hostname compared case-insensitively, as the URL parser normalises it):
 * - `localhost`, `127.0.0.1`, `[::1]` (as the MCP SDK's `localhostAllowedHostnames()`; hosts.test.ts
 *   checks they stay equal), on any port;
 * - the bind address (`HOST`) unless it is a wildcard (`0.0.0.0`, `::`), on any port;
 * - the IP address the connection arrived on (covers a wildcard bind reached by the machine's
 *   address; an IP literal cannot be rebound, DNS rebinding needs a name);
 * - the hostname of the public base URL (`STOREOPS_PUBLIC_URL`), on any port;
 * - each `STOREOPS_ALLOWED_HOSTS` entry: `host` (any port) or `host:port` (only that port, where a
 *   `Host` without a port means the scheme's default, 80 or 443).
 * "Any port" because the port a client names is not always the one the server listens on (a
 * container's mapped port, a proxy) and a port cannot be rebound either: the name is what a
 * rebinding page controls. A request without `Host` (HTTP/1.0) is allowed: browsers always send one.
 *
 * Every other `Host` is refused on every route, before anything else runs, with 400
 * `invalid_request` naming `Host` ({@link hostGuard}): a rebinding page reaches nothing, and no
 * attacker-chosen name is ever written into `openapi.json` `servers`, `docs` links or `Link`
 * headers.
 *
 * Base URL ({@link HostPolicy.baseUrlOf}): `STOREOPS_PUBLIC_URL` when set (behind a proxy the `Host`
 * the app sees is often the upstream's own); else the request's scheme and its (allowed) `Host`;
 * else, for a refused or `Host`-less request, the canonical bind URL
 * (`http://<bind or connection address>:<local port>`).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { excerpt } from '@storeops/contract';
import { ServiceError } from '../errors';

/**
 * The loopback names always allowed: the MCP SDK's `localhostAllowedHostnames()`, written out so
 * the SDK (about 0.2 s of start-up) loads with the MCP endpoint on first use, not with every start.
 */
export const LOCALHOST_HOSTNAMES: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

export interface HostOptions {
  /**
   * Public base URL (`STOREOPS_PUBLIC_URL`): `http(s)://host[:port][/path]`, no query or fragment; a
   * trailing slash is dropped. Used for every `docs` link, `openapi.json` `servers` and `Link`
   * header, and its hostname is allowed.
   */
  publicUrl?: string;
  /** Extra allowed `Host` values (`STOREOPS_ALLOWED_HOSTS`): `host` or `host:port` (IPv6 in brackets). */
  allowedHosts?: readonly string[];
  /** The address the server binds (`HOST`); a wildcard adds nothing. */
  bindHost?: string;
}

/** One `STOREOPS_ALLOWED_HOSTS` entry: a lowercase hostname and, if given, the one port allowed. */
interface HostEntry {
  hostname: string;
  port?: string;
}

const WILDCARDS = new Set(['', '0.0.0.0', '::', '[::]']);

/**
 * `host[:port]` as the URL parser reads it (lowercase hostname, IPv6 in brackets, default ports
 * for `scheme` dropped), or undefined when it is not a host.
 */
function parseHost(value: string, scheme: string): { hostname: string; port: string } | undefined {
  if (value === '' || /[/?#@\s\\]/.test(value)) return undefined;
  try {
    const url = new URL(`${scheme}://${value}`);
    return { hostname: url.hostname, port: url.port };
  } catch {
    return undefined;
  }
}

/** An address as a URL hostname: IPv6 in brackets, an IPv4-mapped IPv6 address as plain IPv4. */
function addressAsHostname(address: string): string {
  const plain = address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
  return plain.includes(':') ? `[${plain}]` : plain;
}

/**
 * `STOREOPS_PUBLIC_URL` checked and normalised (no trailing slash); undefined when unset or empty.
 * @throws Error naming the variable when it is not an absolute http(s) URL without query or fragment
 */
export function parsePublicUrl(value: string | undefined): string | undefined {
  const v = value?.trim() ?? '';
  if (v === '') return undefined;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new Error(`STOREOPS_PUBLIC_URL: must be an absolute URL such as https://api.example.com, got ${v}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new Error(`STOREOPS_PUBLIC_URL: must be an http(s) URL without credentials, query or fragment, got ${v}`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * `STOREOPS_ALLOWED_HOSTS`: comma-separated `host` or `host:port` values; [] when unset or empty.
 * @throws Error naming the variable and the entry that is not a host (a URL, a path, a bad port)
 */
export function parseAllowedHosts(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const entry of entries) {
    if (parseHost(entry, 'http') === undefined) {
      throw new Error(`STOREOPS_ALLOWED_HOSTS: "${entry}" is not a host or host:port (e.g. api.example.com or 10.0.0.5:8080)`);
    }
  }
  return entries;
}

/** The host settings of `pnpm start` from its environment (main.ts): `STOREOPS_PUBLIC_URL`, `STOREOPS_ALLOWED_HOSTS`, `HOST`. */
export function hostOptionsFromEnv(env: NodeJS.ProcessEnv): HostOptions {
  const publicUrl = parsePublicUrl(env.STOREOPS_PUBLIC_URL);
  return {
    ...(publicUrl !== undefined ? { publicUrl } : {}),
    allowedHosts: parseAllowedHosts(env.STOREOPS_ALLOWED_HOSTS),
    ...(env.HOST !== undefined ? { bindHost: env.HOST } : {}),
  };
}

/** What {@link HostPolicy.check} found for one request. */
export type HostVerdict = { allowed: true; baseUrl: string } | { allowed: false; host: string; baseUrl: string };

/** The allowlist and base-URL rule of one app (see the module comment). */
export class HostPolicy {
  readonly publicUrl: string | undefined;
  /** Hostnames allowed on any port (also the MCP `Origin` allowlist, with the connection's address). */
  private readonly anyPort: Set<string>;
  private readonly withPort: HostEntry[] = [];
  private readonly bindHostname: string | undefined;
  private readonly verdicts = new WeakMap<Request, HostVerdict>();

  /** @throws Error when `publicUrl` or an `allowedHosts` entry is malformed (see the parse functions) */
  constructor(opts: HostOptions = {}) {
    this.publicUrl = parsePublicUrl(opts.publicUrl);
    this.anyPort = new Set(LOCALHOST_HOSTNAMES);
    const bind = opts.bindHost?.trim().replace(/^\[(.*)\]$/, '$1') ?? '';
    if (!WILDCARDS.has(bind)) {
      this.bindHostname = parseHost(addressAsHostname(bind), 'http')?.hostname;
      if (this.bindHostname === undefined) throw new Error(`HOST: "${bind}" is not a host name or IP address`);
      this.anyPort.add(this.bindHostname);
    }
    if (this.publicUrl !== undefined) this.anyPort.add(new URL(this.publicUrl).hostname);
    for (const entry of parseAllowedHosts((opts.allowedHosts ?? []).join(','))) {
      const parsed = parseHost(entry, 'http')!;
      // `new URL` drops `:80` for http; the entry names that port all the same.
      const port = /:(\d+)$/.exec(entry)?.[1];
      if (port === undefined) this.anyPort.add(parsed.hostname);
      else this.withPort.push({ hostname: parsed.hostname, port: String(Number(port)) });
    }
  }

  /** The verdict for `req` (computed once per request). */
  check(req: Request): HostVerdict {
    const known = this.verdicts.get(req);
    if (known !== undefined) return known;
    const verdict = this.decide(req);
    this.verdicts.set(req, verdict);
    return verdict;
  }

  /** Base URL for documents, `docs` links and `Link` headers (no trailing slash). */
  baseUrlOf(req: Request): string {
    return this.check(req).baseUrl;
  }

  /**
   * Hostnames a browser `Origin` may name on `/api/mcp` (port-agnostic, the SDK's
   * `originValidationResponse` convention): every allowed hostname and the connection's address.
   */
  originHostnames(req: Request): string[] {
    const out = [...this.anyPort, ...this.withPort.map((e) => e.hostname)];
    const local = req.socket.localAddress;
    if (local !== undefined) out.push(addressAsHostname(local));
    return out;
  }

  private decide(req: Request): HostVerdict {
    const header = req.headers.host;
    const scheme = req.protocol;
    if (header === undefined || header === '') return { allowed: true, baseUrl: this.publicUrl ?? this.canonical(req) };
    const parsed = parseHost(header, scheme);
    if (parsed !== undefined && this.allows(parsed, scheme, req.socket.localAddress)) {
      return {
        allowed: true,
        baseUrl: this.publicUrl ?? `${scheme}://${parsed.port === '' ? parsed.hostname : `${parsed.hostname}:${parsed.port}`}`,
      };
    }
    return { allowed: false, host: header, baseUrl: this.publicUrl ?? this.canonical(req) };
  }

  private allows(host: { hostname: string; port: string }, scheme: string, localAddress: string | undefined): boolean {
    if (this.anyPort.has(host.hostname)) return true;
    if (localAddress !== undefined && host.hostname === addressAsHostname(localAddress)) return true;
    const port = host.port !== '' ? host.port : scheme === 'https' ? '443' : '80';
    return this.withPort.some((e) => e.hostname === host.hostname && e.port === port);
  }

  /** `http://<bind address, else the connection's address>:<local port>`. */
  private canonical(req: Request): string {
    const local = req.socket.localAddress;
    const hostname = this.bindHostname ?? (local !== undefined ? addressAsHostname(local) : '127.0.0.1');
    const port = req.socket.localPort;
    return `http://${hostname}${port !== undefined ? `:${port}` : ''}`;
  }
}

/**
 * Middleware refusing a request whose `Host` the policy does not allow: 400 `invalid_request`
 * naming `Host`, through `fail` (audited, with the canonical base URL in `docs`). The value
 * is quoted only as a short excerpt.
 */
export function hostGuard(policy: HostPolicy, fail: (req: Request, res: Response, err: unknown) => Promise<void>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const verdict = policy.check(req);
    if (verdict.allowed) {
      next();
      return;
    }
    void fail(
      req,
      res,
      new ServiceError(
        'invalid_request',
        `Host: ${excerpt(verdict.host)} is not a name this server answers to (DNS-rebinding protection); it answers to localhost, its bind address and the names its operator configures with STOREOPS_PUBLIC_URL or STOREOPS_ALLOWED_HOSTS`,
      ),
    );
  };
}
