/**
 * MCP tool descriptors generated from the operation registry (seed: "What the service does" item 2,
 * "MCP at /api/mcp"). No second description of
 * any tool exists: name, description and both JSON Schemas are the registry's own values, passed
 * through by reference so the wire JSON is byte-identical to the REST contract's.
 */
import type { Access, OperationDescriptor, Tier } from '@storeops/contract';
import type { CallToolResult, Tool, ToolAnnotations } from '@modelcontextprotocol/server';
import type { ErrorBody } from '../errors';

/**
 * Tool annotations derived from the risk tier (seed: "Risk tiers"):
 * - `read`: `readOnlyHint: true`, `idempotentHint: true` (a read changes nothing, so repeating it
 *   has no further effect);
 * - `auto_write`: `readOnlyHint: false`, `destructiveHint: true` (applies at once; the registry
 *   does not yet say which writes only add, so every applied write is flagged);
 * - `propose_write`, and any write that hands authority back to automation (`authority` `handback`,
 *   e.g. `enable_automation`, which always waits for an operator whatever its tier):
 *   `readOnlyHint: false`, `destructiveHint: false` (only creates an approval card; nothing changes
 *   until a person approves it).
 * `idempotentHint` is only set where it is true: a write with the same arguments twice is not
 * idempotent unless the caller sends an idempotency key.
 */
export function annotationsFor(tier: Tier, title: string, authority: OperationDescriptor['authority'] = null): ToolAnnotations {
  switch (authority === 'handback' ? 'propose_write' : tier) {
    case 'read':
      return { title, readOnlyHint: true, idempotentHint: true };
    case 'auto_write':
      return { title, readOnlyHint: false, destructiveHint: true };
    case 'propose_write':
      return { title, readOnlyHint: false, destructiveHint: false };
  }
}

/**
 * The MCP `Tool` for one operation: `name` = the operation name, `title` = its summary,
 * `description` = the registry description (units, bounds, defaults and tier are written there),
 * `inputSchema` / `outputSchema` = the registry's JSON Schema objects themselves (not copies), and
 * tier-derived `annotations`.
 */
export function toolFor(op: OperationDescriptor): Tool {
  return {
    name: op.name,
    title: op.summary,
    description: op.description,
    inputSchema: op.inputSchema as Tool['inputSchema'],
    outputSchema: op.outputSchema as Tool['outputSchema'],
    annotations: annotationsFor(op.tier, op.summary, op.authority),
  };
}

/**
 * The tools one credential sees at one store, in registry order (deterministic, as the MCP tools
 * spec asks). Only operations whose access is `allowed` are listed:
 * - `not_for_store` (e.g. storefront tools for a business without a storefront) is not listed and
 *   calling it answers the protocol's unknown-tool error, like REST's `not_found`;
 * - `missing_scope` is not listed either (the seed's "a tool hidden by a missing scope"), but it is
 *   not silent: calling it answers a tool error with `insufficient_scope` and `required_scopes`,
 *   exactly as REST answers 403, and `list_store_actions` reports what is withheld.
 */
export class ToolCatalogue {
  private readonly tools = new Map<string, Tool>();

  constructor(private readonly operations: readonly OperationDescriptor[]) {
    for (const op of operations) this.tools.set(op.name, toolFor(op));
  }

  visible(access: (op: OperationDescriptor) => Access): Tool[] {
    const out: Tool[] = [];
    for (const op of this.operations) if (access(op) === 'allowed') out.push(this.tools.get(op.name)!);
    return out;
  }
}

/** Success: `structuredContent` = the REST `result`, plus the same value as JSON text. */
export function successResult(result: unknown, json: string = JSON.stringify(result)): CallToolResult {
  return { content: [{ type: 'text', text: json }], structuredContent: result };
}

/**
 * A tool execution error (`isError: true`; MCP tools spec "Error Handling", tool execution errors)
 * carrying the seed's Error object (`error`, `message`, `request_id`, `docs`, and `required_scopes`
 * / `limit` / `retry_after_seconds` where the code has them; seed "Error object", "Errors").
 *
 * It has no `structuredContent`: that field is bound to the tool's `outputSchema` (the spec: a
 * server MUST return structured results that conform to it), and stock clients check it on every
 * result, errors included (the 1.x `@modelcontextprotocol/sdk` `Client.callTool` and the Inspector
 * throw a schema error instead of showing the message). The reference SDKs' own tool errors are
 * text-only as well (`createToolError`). The one text block is the Error object as JSON, the same
 * rule as a success, whose text block is the result as JSON: a model reads `message`, a program
 * parses `content[0].text` and branches on `error` (see {@link toolErrorCode}).
 */
export function errorResult(body: ErrorBody): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(body) }], isError: true };
}

/**
 * The stable code of a tool error result: the `error` of the Error object its first text block
 * holds (as {@link errorResult} writes it); `server_error` for a tool error this adapter did not
 * build (no such text). Used by the audit stamping path, which never reads `structuredContent`.
 */
export function toolErrorCode(result: { content?: unknown }): string {
  const first = Array.isArray(result.content) ? (result.content[0] as { type?: unknown; text?: unknown } | undefined) : undefined;
  if (first?.type === 'text' && typeof first.text === 'string' && first.text.startsWith('{')) {
    try {
      const body = JSON.parse(first.text) as { error?: unknown };
      if (typeof body.error === 'string') return body.error;
    } catch {
      // not an Error object: fall through
    }
  }
  return 'server_error';
}
