/**
 * Scope rules (seed: Authentication, "Scopes"), written into the spec's info.description too:
 * - bundles: `read` grants every read tool; `write` grants every write tool (the `admin:write`
 *   ones too: `set_kill_switch`, `set_automation_enabled`, `propose_cross_store_link`) and
 *   implies `read`; `admin` grants everything;
 * - `<group>:read` / `<group>:write` are one resource and one action each: `catalog:write` does
 *   not imply `catalog:read`;
 * - an operation whose own scope is the bundle `read` (general tools such as list_store_actions)
 *   is open to any read-capable credential: a bundle or any `<group>:read`; likewise `write`.
 */
import type { OperationDescriptor } from '@storeops/contract';

export const SCOPE_GROUPS = [
  'catalog',
  'ads',
  'analytics',
  'merchant',
  'orders',
  'cs',
  'promotions',
  'costs',
  'automation',
  'research',
  'reputation',
  'disputes',
  'creative',
  'finance',
  'admin',
] as const;

/** Every scope a credential may carry. */
export const KNOWN_SCOPES: readonly string[] = ['read', 'write', 'admin', ...SCOPE_GROUPS.flatMap((g) => [`${g}:read`, `${g}:write`])];

export function isKnownScope(scope: string): boolean {
  return KNOWN_SCOPES.includes(scope);
}

type Op = Pick<OperationDescriptor, 'scope' | 'tier'>;

/** True when `scopes` grant calling `op`. */
export function grants(scopes: readonly string[], op: Op): boolean {
  if (scopes.includes('admin')) return true;
  const isRead = op.tier === 'read';
  if (isRead && (scopes.includes('read') || scopes.includes('write'))) return true;
  if (!isRead && scopes.includes('write')) return true;
  if (op.scope === 'read') return scopes.some((s) => s.endsWith(':read'));
  if (op.scope === 'write') return scopes.some((s) => s.endsWith(':write'));
  return scopes.includes(op.scope);
}

/** Scopes any one of which would grant `op` (the `required_scopes` of `insufficient_scope`). */
export function requiredScopes(op: Op): string[] {
  if (op.scope === 'read' || op.scope === 'write') return [op.scope];
  const bundle = op.tier === 'read' ? 'read' : 'write';
  return [...new Set([op.scope, bundle, 'admin'])];
}
