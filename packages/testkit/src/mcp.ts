/**
 * Test helpers for `/api/mcp`: the official v2 client pinned to one revision, the 1.x client most
 * MCP hosts ship (`@modelcontextprotocol/sdk`), and raw JSON-RPC POSTs for the protocol details a
 * client hides (headers, byte-level JSON, refused requests).
 */
import { expect } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SUPPORTED_REVISIONS } from '@storeops/server';

export type Revision = (typeof SUPPORTED_REVISIONS)[number];

/** One HTTP exchange the client made, as the wire saw it. */
export interface Seen {
  method: string;
  status: number;
  headers: Headers;
  body: string;
}

/**
 * Connects the official client to `{baseUrl}/api/mcp` at exactly `revision`: 2025-06-18 through the
 * `initialize` handshake (the only version it offers), 2026-07-28 pinned (a `server/discover`
 * probe, then the per-request `_meta` envelope). `seen` collects every HTTP exchange; `headers` are
 * sent on every request (e.g. `Idempotency-Key`).
 */
export async function connectClient(
  baseUrl: string,
  key: string | null,
  revision: Revision,
  seen: Seen[] = [],
  headers: Record<string, string> = {},
): Promise<{ client: Client; seen: Seen[] }> {
  const client = new Client(
    { name: 'storeops-tests', version: '1.0.0' },
    revision === '2025-06-18' ? { supportedProtocolVersions: ['2025-06-18'] } : { versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`), {
    requestInit: { headers: { ...headers, ...(key === null ? {} : { authorization: `Bearer ${key}` }) } },
    fetch: async (url, init) => {
      const res = await fetch(url, init);
      seen.push({ method: init?.method ?? 'GET', status: res.status, headers: res.headers, body: await res.clone().text() });
      return res;
    },
  });
  await client.connect(transport);
  return { client, seen };
}

/**
 * Connects the 1.x TypeScript SDK client (`@modelcontextprotocol/sdk`, what most MCP hosts and the
 * Inspector ship) to `{baseUrl}/api/mcp` as a host does, with its defaults: it offers its latest
 * 2025 revision in `initialize` and settles on the 2025-06-18 the server answers. Like a host, it
 * validates every `tools/call` result's `structuredContent` against the `outputSchema` that
 * `tools/list` gave (call `listTools()` first).
 */
export async function connectV1Client(baseUrl: string, key: string): Promise<V1Client> {
  const client = new V1Client({ name: 'storeops-tests-v1', version: '1.0.0' });
  await client.connect(new V1Transport(new URL(`${baseUrl}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
  return client;
}

/** The Error object a tool error result carries as the JSON of its one text block. */
export function toolError(result: object): Record<string, unknown> {
  const content = (result as { content?: unknown }).content as Array<{ type: string; text: string }>;
  expect(content).toHaveLength(1);
  expect(content[0]!.type).toBe('text');
  return JSON.parse(content[0]!.text) as Record<string, unknown>;
}

const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'raw-tests', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};

/** The headers and `params._meta` a 2026-07-28 request carries (override any of them). */
export function modernRequest(
  method: string,
  params: Record<string, unknown> = {},
  id: number | string = 1,
  meta: Record<string, unknown> = {},
): { body: unknown; headers: Record<string, string> } {
  const headers: Record<string, string> = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': method };
  if (typeof params.name === 'string') headers['mcp-name'] = params.name;
  return { body: { jsonrpc: '2.0', id, method, params: { ...params, _meta: { ...ENVELOPE, ...meta } } }, headers };
}

export interface RawReply {
  status: number;
  headers: Headers;
  text: string;
  /** The JSON-RPC message(s) of the body: parsed JSON, or the `data:` lines of an SSE body. */
  json: any;
}

/** POSTs one raw JSON-RPC body to `/api/mcp` with Streamable HTTP's `Accept`. */
export async function rawPost(baseUrl: string, key: string | null, body: unknown, headers: Record<string, string> = {}): Promise<RawReply> {
  const res = await fetch(`${baseUrl}/api/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(key === null ? {} : { authorization: `Bearer ${key}` }),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = null;
  if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    const data = text.split('\n').filter((l) => l.startsWith('data:'));
    json = data.length === 1 ? JSON.parse(data[0]!.slice(5)) : data.map((l) => JSON.parse(l.slice(5)));
  } else if (text.length > 0) {
    json = JSON.parse(text);
  }
  return { status: res.status, headers: res.headers, text, json };
}
