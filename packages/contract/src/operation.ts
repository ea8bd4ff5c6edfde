/**
 * The operation descriptor (seed: "Operation catalogue") and the generated registry's row it is
 * built from (operations.ts). Hand-written: the generator emits data of these types.
 */
export type Tier = 'read' | 'auto_write' | 'propose_write';

export interface OperationDescriptor<Name extends string = string> {
  /** The seed's operation name, e.g. `get_store_overview` (also the MCP tool name). */
  name: Name;
  method: 'POST';
  /** REST path, e.g. `/api/v1/tools/get_store_overview`. */
  path: string;
  summary: string;
  /** Spec description: units, bounds, defaults and tier; flows into SDK docs and MCP tool descriptions. */
  description: string;
  /** Required scope (`<group>:read|write`, or a bundle `read` / `write` / `admin`). */
  scope: string;
  tier: Tier;
  domain: string;
  /** True when the operation does not exist for a business without a storefront (answers `not_found`). */
  requiresStorefront: boolean;
  /** True for a test helper that exists only for sandbox credentials (a live one gets `not_found`). */
  sandboxOnly: boolean;
  /**
   * Writes (seed: Risk tiers rule 2): `stop` applies at once and no store rule holds it;
   * `handback` always waits for an operator (its handler is a ProposedWriteHandler); null: the
   * proposed write's handler decides per call (`authority()`), else ordinary.
   */
  authority: 'stop' | 'handback' | null;
  /** Writes: whether the store's rules and spend ceilings gate it (false for governance itself). */
  gated: boolean;
  /** False for operations outside the seed catalogue's 188 (test helpers, webhook subscriptions). */
  catalogue: boolean;
  /** Self-contained JSON Schema (2020-12) of the request body. */
  inputSchema: Record<string, unknown>;
  /** Self-contained JSON Schema (2020-12) of `result` in the success envelope. */
  outputSchema: Record<string, unknown>;
}

/**
 * One row of the generated registry (generated/registry.ts): the descriptor's facts, with the
 * schemas as pointers, the names of the request body's and the result's components under
 * `components.schemas` of the OpenAPI document (operations.ts resolves them).
 */
export type OperationRow<Name extends string = string> = Omit<OperationDescriptor<Name>, 'method' | 'inputSchema' | 'outputSchema'> & {
  /** Component name of the request body, e.g. `GetStoreOverviewInput`. */
  inputType: string;
  /** Component name of `result` in the success envelope, e.g. `StoreOverview`. */
  resultType: string;
};
