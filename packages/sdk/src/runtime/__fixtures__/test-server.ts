// Test fixture: a scripted HTTP server on 127.0.0.1 (port 0) that records every request.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { RetryTiming } from '../retry.js';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ScriptedResponse {
  status: number;
  headers?: Record<string, string>;
  /** Objects are sent as JSON; strings as they are; `'hang'` never answers. */
  body?: unknown;
}

export type Responder = (req: RecordedRequest, index: number) => ScriptedResponse | 'hang';

export interface TestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Starts a server answering request i with `responses[i]` (or the last one), or via a function. */
export async function startServer(script: ScriptedResponse[] | Responder): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const index = requests.push(recorded) - 1;
      const answer = typeof script === 'function' ? script(recorded, index) : (script[index] ?? script[script.length - 1]);
      if (answer === undefined || answer === 'hang') return;
      const isText = typeof answer.body === 'string';
      res.writeHead(answer.status, {
        'content-type': isText ? 'text/plain' : 'application/json',
        ...answer.headers,
      });
      res.end(answer.body === undefined ? '' : isText ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A port on 127.0.0.1 that nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Timing whose sleep records the requested delays (ms) and returns at once. */
export function recordingTiming(random = 0.5, nowMs = Date.parse('2026-01-01T00:00:00Z')): RetryTiming & { sleeps: number[] } {
  const sleeps: number[] = [];
  return {
    sleeps,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => random,
    now: () => nowMs,
  };
}

/** Wire Error object (seed, "Error object"). */
export function wireError(error: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { error, message: `${error} happened`, request_id: `req_${error}`, ...extra };
}
