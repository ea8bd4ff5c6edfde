/**
 * One outbound POST under the egress policy (policy.ts): what the webhook dispatcher sends each
 * delivery attempt with. A pooled undici Agent whose connector resolves through `guardedLookup`,
 * so every new connection re-checks the addresses it connects to; a target whose host is an IP
 * literal (which the socket never looks up) is checked before the request. Redirects are not
 * followed (a 3xx is the receiver's answer). The body is sent exactly as given.
 */
import type { Agent } from 'undici';
import { EgressRefused, guardedLookup, precheckTarget, type EgressPolicy } from './policy';

export interface PostResult {
  /** HTTP status of the answer. */
  status: number;
  /** Milliseconds from sending to the end of the answer's body. */
  latencyMs: number;
}

export interface Poster {
  /**
   * POSTs `body` to `url` with `headers`; resolves the answer whatever its status. Rejects with
   * EgressRefused when the target is not allowed (before or at connect time), or with the
   * transport's error (timeout: `UND_ERR_HEADERS_TIMEOUT` / `UND_ERR_BODY_TIMEOUT` /
   * `UND_ERR_CONNECT_TIMEOUT`, refused connection, TLS failure, ...).
   */
  post(url: string, headers: Record<string, string>, body: string | Uint8Array): Promise<PostResult>;
  close(): Promise<void>;
}

/**
 * A poster under `policy`; `timeoutMs` bounds connecting, the answer's headers and its body (seed:
 * 10 s). undici and the pooled agent are made on the first post, not at start.
 */
export function createPoster(policy: EgressPolicy, timeoutMs = 10_000): Poster {
  let client: Promise<{ agent: Agent; request: typeof import('undici').request }> | undefined;
  const undici = () =>
    (client ??= import('undici').then(({ Agent, request }) => ({
      request,
      agent: new Agent({
        connect: { lookup: guardedLookup(policy) as never, timeout: timeoutMs },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        keepAliveTimeout: 4_000,
      }),
    })));
  // The checks that do not depend on DNS, per URL (a handful of endpoints, each posted to often).
  const checked = new Map<string, { target: URL; refusal: EgressRefused | null }>();
  const precheck = (url: string) => {
    let c = checked.get(url);
    if (c === undefined) {
      const refusal = precheckTarget(url, policy);
      const target = refusal === null ? new URL(url) : new URL('about:blank');
      c = { target, refusal };
      if (checked.size > 10_000) checked.clear();
      checked.set(url, c);
    }
    return c;
  };
  return {
    async post(url, headers, body) {
      const { target, refusal } = precheck(url);
      if (refusal !== null) throw refusal;
      const { agent, request } = await undici();
      const started = performance.now();
      const res = await request(target, { method: 'POST', headers, body, dispatcher: agent, maxRedirections: 0 } as never);
      // The answer's body is read to its end (so the connection is reused) and not kept; past
      // 1 MiB the connection is dropped instead, so an endless answer cannot hold a delivery.
      await res.body.dump({ limit: 1_048_576 });
      return { status: res.statusCode, latencyMs: performance.now() - started };
    },
    close: async () => {
      if (client !== undefined) await (await client).agent.close();
    },
  };
}
