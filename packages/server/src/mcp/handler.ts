/**
 * One web-standard handler for both MCP eras (seed: "Supported MCP revisions: 2026-07-28 and
 * 2025-06-18"), composed from the SDK's own parts as its `isLegacyRequest` documentation describes:
 * - 2026-07-28 (per-request `_meta` envelope): `createMcpHandler(factory, {legacy: 'reject'})` owns
 *   everything: envelope validation, `MCP-Protocol-Version` / `Mcp-Method` / `Mcp-Name` checks
 *   (400 -32020), `UnsupportedProtocolVersionError` (-32022), `server/discover`, `resultType`,
 *   cache hints, method-not-found (404 -32601);
 * - 2025-era traffic (no envelope: `initialize`, its notifications, envelope-less requests) is
 *   served statelessly by a fresh instance on the SDK's `WebStandardStreamableHTTPServerTransport`
 *   with `enableJsonResponse`, which is what the SDK's default `legacy: 'stateless'` leg does except
 *   that replies are `application/json` instead of one-event SSE streams (2025-06-18 lets the server
 *   pick either; JSON costs less per call and this server sends no mid-call messages). JSON-RPC
 *   batches never get here (index.ts refuses them: neither served revision has batching). The
 *   transport validates `Accept` (406), `MCP-Protocol-Version` against the supported revisions (400)
 *   and the handshake; GET and DELETE (session operations) answer 405 as in the SDK's leg.
 * POSTs whose media type is not `application/json` answer 415 before either leg, as the predicate's
 * contract requires of a composition.
 */
import {
  createMcpHandler,
  PROTOCOL_VERSION_META_KEY,
  isJsonContentType,
  isLegacyRequest,
  WebStandardStreamableHTTPServerTransport,
  type AuthInfo,
  type McpServerFactory,
} from '@modelcontextprotocol/server';

export interface DualEraHandler {
  /** Serves one HTTP request; `parsedBody` is the already parsed JSON body of a POST. */
  fetch(request: Request, options: { authInfo: AuthInfo; parsedBody?: unknown }): Promise<Response>;
}

function jsonRpcError(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status, headers });
}

/**
 * True when the body is one JSON-RPC message whose `params._meta` carries the 2026-07-28 envelope
 * claim (`io.modelcontextprotocol/protocolVersion`). `isLegacyRequest` answers `false` for every
 * such request ("a request carrying the envelope claim", even a malformed or unsupported one, is the
 * modern path's to answer), so the claim alone decides the route and the modern entry, which
 * classifies the request itself, is not preceded by a second classification.
 */
function claimsEnvelope(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const params = (body as { params?: unknown }).params;
  if (params === null || typeof params !== 'object') return false;
  const meta = (params as { _meta?: unknown })._meta;
  return meta !== null && typeof meta === 'object' && PROTOCOL_VERSION_META_KEY in meta;
}

export function createDualEraHandler(factory: McpServerFactory): DualEraHandler {
  const modern = createMcpHandler(factory, { legacy: 'reject' });

  async function legacy(request: Request, authInfo: AuthInfo, parsedBody: unknown): Promise<Response> {
    if (request.method.toUpperCase() !== 'POST') return jsonRpcError(405, -32000, 'Method not allowed.', { Allow: 'POST' });
    const server = await factory({ era: 'legacy', authInfo, requestInfo: request });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, { authInfo, ...(parsedBody !== undefined ? { parsedBody } : {}) });
    } finally {
      void transport.close().catch(() => undefined);
      void server.close().catch(() => undefined);
    }
  }

  return {
    async fetch(request, { authInfo, parsedBody }) {
      if (request.method.toUpperCase() === 'POST' && !isJsonContentType(request.headers.get('content-type'))) {
        return jsonRpcError(415, -32000, 'Unsupported Media Type: Content-Type must be application/json');
      }
      if (!claimsEnvelope(parsedBody) && (await isLegacyRequest(request, parsedBody))) return legacy(request, authInfo, parsedBody);
      return modern.fetch(request, { authInfo, ...(parsedBody !== undefined ? { parsedBody } : {}) });
    },
  };
}
