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
   * transport's error (refused connection, TLS failure, ...), or with a DeliveryTimeout when the
   * whole attempt (looking up and connecting, sending, the answer's headers and body) ran past
   * the poster's `timeoutMs`.
   */
  post(url: string, headers: Record<string, string>, body: string | Uint8Array): Promise<PostResult>;
  close(): Promise<void>;
}

/** An attempt cut at the poster's deadline; `code` `ETIMEDOUT`. */
export class DeliveryTimeout extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(readonly timeoutMs: number) {
    super(`no complete answer within ${timeoutMs} ms (connect, headers and body together)`);
    this.name = 'DeliveryTimeout';
  }
}

/**
 * A poster under `policy`; `timeoutMs` (seed: 10 s) is one deadline for the whole attempt: the
 * lookup and connect, sending, the answer's headers and its body together (an abort signal on the
 * request and on reading the body), so a receiver that answers slowly, a byte at a time, is cut
 * at the deadline. The agent's own per-phase timeouts are the same value, a backstop. undici and
 * the pooled agent are made on the first post, not at start.
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
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const res = await request(target, { method: 'POST', headers, body, dispatcher: agent, maxRedirections: 0, signal } as never);
        // The answer's body is read to its end (so the connection is reused) and not kept; past
        // 1 MiB the connection is dropped instead, so an endless answer cannot hold a delivery.
        await res.body.dump({ limit: 1_048_576, signal });
        return { status: res.statusCode, latencyMs: performance.now() - started };
      } catch (err) {
        const refusal = err instanceof EgressRefused || (err as { cause?: unknown } | null)?.cause instanceof EgressRefused;
        throw signal.aborted && !refusal ? new DeliveryTimeout(timeoutMs) : err;
      }
    },
    close: async () => {
      if (client !== undefined) await (await client).agent.close();
    },
  };
}
