/**
 * The egress policy for webhook targets (seed: Events "Subscribing"; docs/ARCHITECTURE.md "Events":
 * "never connects to a private address (checked at connect time, not before)"):
 * - a target URL is `https:`, with no credentials in it (`user:pass@`), any port;
 * - every address its host resolves to must be public (address.ts), checked when a subscription
 *   is created (`checkTarget`) and again at connect time on every delivery (`guardedLookup`, which
 *   hands the socket exactly the addresses it checked, so DNS rebinding between the two checks, or
 *   between a check and the connection, reaches nothing);
 * - development only (`allowLoopback`, `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true`): additionally
 *   `http:` or `https:` to `localhost`, `127.0.0.1` or `[::1]` with an explicit port, resolving to
 *   loopback addresses only. Nothing else private ever becomes reachable.
 */
import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress } from 'node:dns';
import { addressRange, isIpLiteral, isLoopbackAddress, isPublicAddress } from './address';

/** Resolves a hostname to every address it has (the system resolver by default). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err !== null ? reject(err) : resolve(addresses)));
  });

export interface EgressPolicy {
  /** Development only: let loopback targets (`localhost`, `127.0.0.1`, `[::1]` with a port) through. */
  allowLoopback: boolean;
  /** The resolver both checks use (tests inject one). */
  resolver: Resolver;
}

/** Why a target is refused: a stable reason and a message for a person. */
export interface Refusal {
  reason: 'not_https' | 'credentials_in_url' | 'not_a_url' | 'private_address' | 'unresolvable';
  message: string;
}

/** Thrown by `guardedLookup` (so the connection fails) and used by `checkTarget`. */
export class EgressRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'EgressRefused';
  }
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The loopback exception applies: development switch on, a loopback name and an explicit port. */
function loopbackTarget(url: URL, policy: EgressPolicy): boolean {
  return policy.allowLoopback && LOOPBACK_NAMES.has(url.hostname) && url.port !== '';
}

/**
 * Whether `address` may be connected to for a request to `hostname` (as in a URL: IPv6 in
 * brackets, or bare as a socket's lookup gets it): public, or loopback for a loopback name while
 * the development switch is on. (The explicit-port rule is syntactic: `checkSyntax`.)
 */
export function addressAllowed(address: string, hostname: string, policy: EgressPolicy): boolean {
  if (isPublicAddress(address)) return true;
  const name = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
  return policy.allowLoopback && LOOPBACK_NAMES.has(name) && isLoopbackAddress(address);
}

/** The syntactic rules (scheme, credentials); null when they pass. */
export function checkSyntax(raw: string, policy: EgressPolicy): Refusal | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { reason: 'not_a_url', message: 'is not an absolute URL' };
  }
  if (url.username !== '' || url.password !== '')
    return { reason: 'credentials_in_url', message: 'must not carry credentials (user:pass@)' };
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && loopbackTarget(url, policy)) return null;
  return {
    reason: 'not_https',
    message: policy.allowLoopback
      ? 'must be https (http only to localhost, 127.0.0.1 or [::1] with a port, while STOREOPS_WEBHOOKS_ALLOW_LOOPBACK is on)'
      : 'must be https',
  };
}

/**
 * The rules that need no DNS, for a request about to be made: scheme and credentials
 * (`checkSyntax`), and, for a host that is an IP literal (which no lookup, so no
 * `guardedLookup`, ever sees), its address. Null when they pass.
 */
export function precheckTarget(raw: string, policy: EgressPolicy): EgressRefused | null {
  const syntax = checkSyntax(raw, policy);
  if (syntax !== null) return new EgressRefused(syntax);
  const { hostname } = new URL(raw);
  if (isIpLiteral(hostname) && !addressAllowed(hostname.replace(/^\[|\]$/g, ''), hostname, policy))
    return new EgressRefused({ reason: 'private_address', message: `address ${hostname} is not public` });
  return null;
}

/**
 * Every rule, resolving the host now (subscription creation): null when the target is allowed.
 * An IP literal is judged as given; a name by every address it resolves to.
 */
export async function checkTarget(raw: string, policy: EgressPolicy): Promise<Refusal | null> {
  const syntax = checkSyntax(raw, policy);
  if (syntax !== null) return syntax;
  const url = new URL(raw);
  let addresses: string[];
  if (isIpLiteral(url.hostname)) addresses = [url.hostname];
  else {
    try {
      addresses = (await policy.resolver(url.hostname)).map((a) => a.address);
    } catch {
      return { reason: 'unresolvable', message: `host ${url.hostname} does not resolve` };
    }
    if (addresses.length === 0) return { reason: 'unresolvable', message: `host ${url.hostname} does not resolve` };
  }
  const bad = addresses.find((a) => !addressAllowed(a, url.hostname, policy));
  if (bad !== undefined) {
    return { reason: 'private_address', message: `host ${url.hostname} resolves to a non-public address (${addressRange(bad)})` };
  }
  return null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for `net.connect` / `tls.connect` (undici's `connect` options) that resolves with
 * `policy.resolver` and refuses, failing the connection with EgressRefused (`code`
 * `EGRESS_REFUSED`), unless every address is allowed for the host. The socket connects to exactly
 * the addresses checked here. (A URL whose host is an IP literal is never looked up: callers check
 * it with `checkSyntax` + `addressAllowed` before the request, see deliver.ts.)
 */
export function guardedLookup(policy: EgressPolicy) {
  return (hostname: string, options: { all?: boolean } | number | undefined, callback: LookupCallback): void => {
    policy.resolver(hostname).then(
      (addresses) => {
        const bad = addresses.find((a) => !addressAllowed(a.address, hostname, policy));
        if (addresses.length === 0 || bad !== undefined) {
          const refusal: Refusal =
            bad === undefined
              ? { reason: 'unresolvable', message: `host ${hostname} does not resolve` }
              : {
                  reason: 'private_address',
                  message: `host ${hostname} resolves to a non-public address (${addressRange(bad.address)}) at connect time`,
                };
          callback(Object.assign(new EgressRefused(refusal), { code: 'EGRESS_REFUSED' }), []);
          return;
        }
        const all = typeof options === 'object' && options?.all === true;
        if (all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, []),
    );
  };
}
