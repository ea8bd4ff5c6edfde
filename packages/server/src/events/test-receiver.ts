/**
 * A webhook receiver for tests: a real HTTP server on loopback that records every delivery (raw
 * body bytes and headers) and answers with the status the test scripts per request.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestReceiver {
  port: number;
  /** `http://localhost:<port><path>` (reachable with the development loopback switch). */
  url(path?: string): string;
  received: Received[];
  /** The status for the next requests, in order; when empty, `fallback` (default 204). */
  script: number[];
  fallback: number;
  /** Holds every answer until `release()` (a receiver that hangs). */
  hold(): void;
  release(): void;
  /** Resolves once `n` deliveries have arrived (or rejects after `ms`). */
  waitFor(n: number, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<TestReceiver> {
  const received: Received[] = [];
  const waiters: Array<() => void> = [];
  let held: Array<() => void> | null = null;
  const r: TestReceiver = {
    port: 0,
    url: (path = '/hooks') => `http://localhost:${r.port}${path}`,
    received,
    script: [],
    fallback: 204,
    hold() {
      held = [];
    },
    release() {
      const pending = held ?? [];
      held = null;
      for (const answer of pending) answer();
    },
    waitFor(n, ms = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`waited ${ms} ms for ${n} deliveries, got ${received.length}`)), ms);
        const check = () => {
          if (received.length >= n) {
            clearTimeout(timer);
            resolve(received.slice(0, n));
          } else waiters.push(check);
        };
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      for (const w of waiters.splice(0)) w();
      const status = r.script.shift() ?? r.fallback;
      const answer = () => res.writeHead(status, { 'content-type': 'text/plain' }).end(`status ${status}`);
      if (held !== null) held.push(answer);
      else answer();
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  r.port = (server.address() as AddressInfo).port;
  return r;
}
