/**
 * A WHATWG `fetch` under the egress policy (policy.ts), for reading documents the service is told
 * to trust by URL (OAuth Client ID Metadata Documents): every connection's addresses are checked
 * when it is made (`guardedLookup`), an IP-literal host before the request; redirects are never
 * followed (a 3xx is answered as it is); connecting, the answer's headers and its body are each
 * bounded by `timeoutMs`. The caller bounds the body's size while reading it.
 */
import type { Agent } from 'undici';
import { guardedLookup, precheckTarget, type EgressPolicy } from './policy';

export interface FetcherOptions {
  /** Bounds connecting, the answer's headers and its body, each (default 2,500 ms). */
  timeoutMs?: number;
  /** Extra trusted roots (PEM) on top of the system's (a private CA; tests serving https on loopback). */
  ca?: string | readonly string[];
}

export type GuardedFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * A fetch under `policy`; rejects with EgressRefused (see `precheckTarget`) for a target the policy
 * does not allow. undici and the pooled agent are made on the first fetch, not at start.
 */
export function createFetcher(policy: EgressPolicy, opts: FetcherOptions = {}): GuardedFetch {
  const timeoutMs = opts.timeoutMs ?? 2500;
  let client: Promise<{ agent: Agent; fetch: typeof import('undici').fetch }> | undefined;
  const undici = () =>
    (client ??= import('undici').then(({ Agent, fetch }) => ({
      fetch,
      agent: new Agent({
        connect: {
          lookup: guardedLookup(policy) as never,
          timeout: timeoutMs,
          ...(opts.ca !== undefined ? { ca: opts.ca as string | string[] } : {}),
        },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      }),
    })));
  return async (url, init = {}) => {
    const target = new URL(String(url));
    const refusal = precheckTarget(target.href, policy);
    if (refusal !== null) throw refusal;
    const { dispatcher: _ignored, ...rest } = init as RequestInit & { dispatcher?: unknown };
    const { agent, fetch } = await undici();
    return (await fetch(target, { ...(rest as object), redirect: 'manual', dispatcher: agent } as never)) as unknown as Response;
  };
}
