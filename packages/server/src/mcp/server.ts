/**
 * The MCP server instance behind `/api/mcp` (seed: "MCP at /api/mcp"; docs/ARCHITECTURE.md "One
 * invocation core, several surfaces"). The official v2 SDK builds one low-level `Server` per HTTP
 * exchange from this factory (handler.ts) and owns the protocol: the 2025-06-18 `initialize`
 * handshake, 2026-07-28 `server/discover`, the per-request `_meta` envelope, header/body checks,
 * `resultType`, `ttlMs` / `cacheScope` (from `cacheHints`). This module only answers the two tool
 * methods, both from the registry and both through the same invoke core as REST:
 * - `tools/list`: the registry's tools the credential may call at its store (see tools.ts);
 * - `tools/call`: `invoker.invoke(name, arguments ?? {}, {surface: 'mcp', …})`; success is a result
 *   with `structuredContent` = the REST `result`; the POST's `Idempotency-Key` header, like the
 *   `idempotency_key` argument, guards a write (a replayed first response is marked
 *   `_meta["storeops/idempotent_replayed"]: true`); every gate refusal (`insufficient_scope`,
 *   `invalid_request`, `rate_limited` …) is a tool error (`isError: true`) without
 *   `structuredContent` (which must conform to the tool's `outputSchema`) whose one text block is
 *   the seed's Error object as JSON (tools.ts `errorResult`), and so is every error a handler
 *   raises (an unknown record id is `invalid_request` naming the argument); only a name that is no
 *   tool exposed to the credential at its store (the core's resolution, REST `not_found`: unknown,
 *   or `not_for_store`) is the protocol's unknown-tool error, JSON-RPC -32602
 *   `Unknown tool: <name>` with the Error object as `data`.
 */
import { ProtocolError, ProtocolErrorCode, Server, type AuthInfo, type McpRequestContext } from '@modelcontextprotocol/server';
import { excerpt, type OperationDescriptor } from '@storeops/contract';
import { errorBody, toServiceError } from '../errors';
import type { Invoker } from '../invoke/invoke';
import { IDEMPOTENT_REPLAYED_META_KEY, SUPPORTED_REVISIONS, withRequestId, type McpExchange } from './exchange';
import { ToolCatalogue, errorResult, successResult } from './tools';

/** What the factory needs besides the exchange. */
export interface McpServerDeps {
  invoker: Invoker;
  log: (message: string) => void;
}

/** How long a client may reuse a `tools/list` answer (ms); private: it depends on the credential. */
export const TOOLS_LIST_TTL_MS = 300_000;
/** How long a `server/discover` answer may be reused (ms); the same for every caller. */
export const DISCOVER_TTL_MS = 3_600_000;

const INSTRUCTIONS = [
  'StoreOps Store Operations API: tools over one e-commerce store, the same registry as POST /api/v1/tools/{name}.',
  'Each tool description states its units, bounds, defaults and risk tier. Results are in structuredContent (the REST `result`).',
  'A failed call is a tool result with isError: true and no structuredContent; its text content is the Error object as JSON,',
  '{error, message, request_id, docs}; branch on `error` (e.g. insufficient_scope names required_scopes, invalid_request names',
  'the argument, rate_limited gives retry_after_seconds).',
  'Call list_store_actions before proposing a change. Quote request_id (also in _meta["storeops/request_id"]) in support.',
].join(' ');

/** Attaches the exchange to the SDK's pass-through `authInfo` (the entry never inspects it). */
export function authInfoFor(exchange: McpExchange, token: string): AuthInfo {
  return { token, clientId: exchange.credential!.id, scopes: exchange.credential!.scopes, extra: { exchange } };
}

function exchangeOf(authInfo: AuthInfo | undefined): McpExchange {
  const exchange = authInfo?.extra?.exchange as McpExchange | undefined;
  if (exchange?.credential === undefined || exchange.store === undefined) throw new Error('MCP exchange reached the server unadmitted');
  return exchange;
}

/**
 * The SDK server factory: a fresh low-level `Server` per exchange, bound to the exchange's admitted
 * credential and store (carried in `authInfo.extra`). Each answered message is settled on the
 * exchange (its audit outcome recorded) and its result stamped with the message's request id.
 */
export function storeOpsServerFactory(deps: McpServerDeps): (ctx: McpRequestContext) => Server {
  const operations: readonly OperationDescriptor[] = deps.invoker.list();
  const catalogue = new ToolCatalogue(operations);
  const byName = new Map(operations.map((op) => [op.name, op]));

  return (ctx) => {
    const exchange = exchangeOf(ctx.authInfo);
    const credential = exchange.credential!;
    const store = exchange.store!;
    /** Whether `name` is a tool exposed at this store (the invoke core's resolution; else it answers `not_found`). */
    const exposed = (name: string): boolean => {
      const op = byName.get(name);
      return op !== undefined && deps.invoker.access(op, credential, store) !== 'not_for_store';
    };
    const server = new Server(
      { name: 'storeops', title: 'StoreOps Store Operations API', version: '1' },
      {
        capabilities: { tools: { listChanged: false } },
        instructions: INSTRUCTIONS,
        supportedProtocolVersions: [...SUPPORTED_REVISIONS],
        cacheHints: {
          'tools/list': { ttlMs: TOOLS_LIST_TTL_MS, cacheScope: 'private' },
          'server/discover': { ttlMs: DISCOVER_TTL_MS, cacheScope: 'public' },
        },
      },
    );

    server.setRequestHandler('tools/list', (_request, handlerCtx) => {
      const tools = catalogue.visible((op) => deps.invoker.access(op, credential, store));
      const message = exchange.request(handlerCtx.mcpReq.id);
      if (message === undefined) return { tools };
      exchange.settle(message, null);
      return withRequestId({ tools }, message.requestId);
    });

    server.setRequestHandler('tools/call', async (request, handlerCtx) => {
      const name = request.params.name;
      const message = exchange.request(handlerCtx.mcpReq.id);
      const requestId = message?.requestId ?? exchange.init.requestId;
      const settle = (code: string | null) => {
        if (message !== undefined) exchange.settle(message, code);
      };
      let outcome;
      try {
        let idempotencyKey: string | undefined;
        try {
          idempotencyKey = exchange.idempotencyKey();
        } catch (err) {
          const body = errorBody(toServiceError(err), requestId, exchange.init.baseUrl);
          settle(body.error);
          return withRequestId(errorResult(body), requestId);
        }
        outcome = await deps.invoker.invoke(name, request.params.arguments ?? {}, {
          credential,
          store,
          requestId,
          surface: 'mcp',
          now: exchange.init.receivedAt,
          ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
          // A write records this message's audit row in its own transaction.
          ...(message !== undefined ? { audit: exchange.auditTemplate(message) } : {}),
        });
      } catch (err) {
        deps.log(`server_error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
        const body = errorBody(toServiceError(err), requestId, exchange.init.baseUrl);
        settle(body.error);
        throw new ProtocolError(ProtocolErrorCode.InternalError, body.message, body);
      }
      if (message !== undefined) {
        message.subjectRef = outcome.subjectRef;
        message.audited = outcome.audited;
      }
      if (outcome.ok) {
        settle(null);
        const result = withRequestId(
          server.projectCallToolResult(successResult(outcome.result, outcome.resultJson), outcome.operation.outputSchema),
          requestId,
        );
        if (outcome.replayed === true) result._meta[IDEMPOTENT_REPLAYED_META_KEY] = true;
        return result;
      }
      const body = errorBody(outcome.error, requestId, exchange.init.baseUrl);
      settle(body.error);
      if (outcome.error.code === 'not_found' && !exposed(name))
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${name.length <= 64 ? name : excerpt(name)}`, body);
      return withRequestId(errorResult(body), requestId);
    });

    return server;
  };
}
