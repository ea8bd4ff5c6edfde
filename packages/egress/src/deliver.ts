/**
 * One outbound POST under the egress policy (policy.ts): what the webhook dispatcher sends each
 * delivery attempt with. A pooled undici Agent whose connector resolves through `guardedLookup`,
 * so every new connection re-checks the addresses it connects to; a target whose host is an IP
 * literal (which the socket never looks up) is checked before the request. Redirects are not
 * followed (a 3xx is the receiver's answer). The body is sent exactly as given.
 */
import { Agent, request } from 'undici';
import { isIpLiteral } from './address';
import { addressAllowed, checkSyntax, EgressRefused, guardedLookup, type EgressPolicy } from './policy';

export interface PostResult {
  /** HTTP status of the answer. */
  status: number;
  /** Milliseconds from sending to the end of the answer's body. */
  latencyMs: number;
  /** The first 1 KiB of the answer's body, as text (for the deliveries view). */
  excerpt: string;
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

/** A poster under `policy`; `timeoutMs` bounds connecting, the answer's headers and its body (seed: 10 s). */
export function createPoster(policy: EgressPolicy, timeoutMs = 10_000): Poster {
  const agent = new Agent({
    connect: { lookup: guardedLookup(policy) as never, timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 4_000,
  });
  return {
    async post(url, headers, body) {
      const refusal = checkSyntax(url, policy);
      if (refusal !== null) throw new EgressRefused(refusal);
      const target = new URL(url);
      if (isIpLiteral(target.hostname) && !addressAllowed(target.hostname, target.hostname, policy)) {
        throw new EgressRefused({ reason: 'private_address', message: `address ${target.hostname} is not public` });
      }
      const started = performance.now();
      const res = await request(target, { method: 'POST', headers, body, dispatcher: agent, maxRedirections: 0 } as never);
      let text = '';
      for await (const chunk of res.body) {
        if (text.length < 1024) text += Buffer.from(chunk as Uint8Array).toString('utf8');
      }
      return { status: res.statusCode, latencyMs: performance.now() - started, excerpt: text.slice(0, 1024) };
    },
    close: () => agent.close(),
  };
}
