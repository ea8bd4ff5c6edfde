/**
 * The port guard (docs/ARCHITECTURE.md "Connectors"): no domain package writes a platform-owned table
 * other than through its port. Every port declares `ownedTables` (the tables of the store's data
 * that hold its platform's data); this test scans the domains' source (packages/domains/<domain>/src,
 * tests aside) for knex writes on those tables and fails naming file, line and table.
 *
 * A write is: `insert('<table>', …)`; a statement that starts from `from('<table>'…)` and calls
 * `update`, `insert`, `del`, `delete`, `increment`, `decrement`, `upsert`, `onConflict`, `merge` or
 * `truncate`; or raw SQL `insert into <table>`, `update <table> set`, `delete from <table>`. An
 * `update` whose object literal sets only columns the service keeps for itself on a platform row
 * (`STOREFRONT_SERVICE_COLUMNS`, plus `updated_at`) is the service's own bookkeeping, not a
 * platform write. The sync job bodies are the storefront port's inbound side: they record what the
 * storefront reported (`ordersSince`, `catalogChangesSince`) in the store's copy of its data; the
 * e-invoice status sweep is the e-invoice port's: it records the moves `statusUpdates` reported.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_SERVICE_COLUMNS } from '@storeops/connector-storefront';
import { AD_PLATFORM_OF } from '@storeops/contract/ports/ad-platform';
import { EMBEDDED_CONNECTORS } from './index';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const DOMAINS = join(ROOT, 'packages/domains');

/** The ports' inbound sides: the sync bodies record the storefront's reported changes, the e-invoice sweep the network's status moves. */
const INBOUND: Readonly<Record<string, string>> = {
  'packages/domains/automation/src/sync-orders.ts': 'storefront ordersSince',
  'packages/domains/automation/src/sync-catalog.ts': 'storefront catalogChangesSince',
  'packages/domains/finance/src/einvoice-sync.ts': 'einvoice statusUpdates',
};

const WRITE_CALL = /\.(update|insert|del|delete|increment|decrement|upsert|onConflict|merge|truncate)\s*\(/;

interface Finding {
  line: number;
  table: string;
  what: string;
}

/** Owned table -> the ports that own it (`connectors.<name>`; a shared table, like `ad_campaigns`, has several). */
function ownedTables(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [name, port] of Object.entries(EMBEDDED_CONNECTORS))
    for (const t of port.ownedTables) out.set(t, [...(out.get(t) ?? []), name]);
  return out;
}

/** The statement starting at `from`: up to the first `;` outside brackets (or the end). */
function statementAt(text: string, from: number): string {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') {
      if (depth === 0) return text.slice(from, i);
      depth--;
    } else if (c === ';' && depth === 0) return text.slice(from, i);
  }
  return text.slice(from);
}

/** The top-level keys of the object literal passed to `.update(`, or null when it is not a plain literal. */
function updateKeys(statement: string): string[] | null {
  const m = /\.update\s*\(\s*\{/.exec(statement);
  if (m === null) return null;
  const body = statementAt(statement, m.index + m[0].length);
  const keys: string[] = [];
  let depth = 0;
  let start = 0;
  const parts: string[] = [];
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  for (const raw of parts) {
    const p = raw.trim();
    if (p === '') continue;
    const key = /^['"]?([A-Za-z_]\w*)['"]?\s*(?::|$)/.exec(p);
    if (key === null) return null; // spread, computed key: not provably the service's own columns
    keys.push(key[1]!);
  }
  return keys;
}

/** Platform-owned writes in one source text. */
function platformWrites(text: string, owned: ReadonlyMap<string, readonly string[]>): Finding[] {
  const findings: Finding[] = [];
  const lineOf = (i: number): number => text.slice(0, i).split('\n').length;
  for (const m of text.matchAll(/\binsert\s*\(\s*['"`](\w+)['"`]/g)) {
    if (owned.has(m[1]!)) findings.push({ line: lineOf(m.index), table: m[1]!, what: 'insert' });
  }
  for (const m of text.matchAll(/\.from\s*\(\s*['"`](\w+)['"`][^)]*\)/g)) {
    const table = m[1]!;
    if (!owned.has(table)) continue;
    const statement = statementAt(text, m.index);
    const call = WRITE_CALL.exec(statement);
    if (call === null) continue;
    if (call[1] === 'update') {
      const keys = updateKeys(statement);
      const service = new Set([...(STOREFRONT_SERVICE_COLUMNS[table] ?? []), 'updated_at']);
      if (keys !== null && keys.length > 0 && keys.every((k) => service.has(k)) && keys.some((k) => k !== 'updated_at')) continue;
    }
    findings.push({ line: lineOf(m.index), table, what: call[1]! });
  }
  const raw = /\b(?:insert\s+into|delete\s+from)\s+["`]?(\w+)|\bupdate\s+["`]?(\w+)["`]?\s+set\b/gi;
  for (const m of text.matchAll(raw)) {
    const table = (m[1] ?? m[2])!;
    if (owned.has(table)) findings.push({ line: lineOf(m.index), table, what: 'raw SQL' });
  }
  return findings;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(p));
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

describe('port guard: platform-owned tables are written through their ports only', () => {
  const owned = ownedTables();

  it('every port declares the tables it owns', () => {
    for (const [name, port] of Object.entries(EMBEDDED_CONNECTORS)) {
      expect(Array.isArray(port.ownedTables), name).toBe(true);
    }
    for (const t of ['products', 'variants', 'orders', 'refunds', 'discount_codes', 'gift_cards', 'cs_messages'])
      expect(owned.has(t), t).toBe(true);
    for (const t of ['ad_campaigns', 'social_audiences', 'merchant_feed_items', 'analytics_properties', 'finance_einvoice_messages'])
      expect(owned.has(t), t).toBe(true);
  });

  it('each ad platform owns its channel of the shared campaign table', () => {
    for (const [channel, name] of Object.entries(AD_PLATFORM_OF)) {
      expect(EMBEDDED_CONNECTORS[name].channel, name).toBe(channel);
      expect(EMBEDDED_CONNECTORS[name].ownedTables, name).toContain('ad_campaigns');
    }
    expect(owned.get('ad_campaigns')).toEqual(['googleAds', 'microsoftAds', 'meta', 'marketplace']);
    expect(owned.get('ads_keywords')).toEqual(['googleAds', 'microsoftAds']);
  });

  it('no domain source writes a platform-owned table directly', () => {
    const violations: string[] = [];
    let scanned = 0;
    for (const domain of readdirSync(DOMAINS)) {
      let files: string[];
      try {
        files = sourceFiles(join(DOMAINS, domain, 'src'));
      } catch {
        continue;
      }
      for (const file of files) {
        const rel = relative(ROOT, file).split('\\').join('/');
        scanned++;
        if (INBOUND[rel] !== undefined) continue;
        for (const f of platformWrites(readFileSync(file, 'utf8'), owned)) {
          const by = owned
            .get(f.table)!
            .map((n) => `connectors.${n}`)
            .join(', ');
          violations.push(`${rel}:${f.line}: ${f.what} on ${f.table} (owned by ${by}; call the port)`);
        }
      }
    }
    expect(scanned).toBeGreaterThan(100);
    expect(violations).toEqual([]);
  });

  it('the scan finds the direct writes it forbids, and lets the service columns through', () => {
    const sample = [
      "await ctx.scope.insert('cs_messages', { id });",
      "await ctx.scope.from('products').where({ id: p.id }).update({ tags: '[]', updated_at: at });",
      "await ctx.scope\n  .from('variants', 'v')\n  .where({ id })\n  .increment('inventory_quantity', 1);",
      "await ctx.scope.from('orders').where({ id }).update({ ...patch });",
      "await ctx.scope.raw('delete from gift_cards where id = ?', [id]);",
      "await ctx.scope.from('variants').where({ id }).update({ cost_cents: 1, cost_source: 'manual', updated_at: at });",
      "await ctx.scope.from('products').where({ id }).update({ lifecycle_state: 'new', updated_at: at });",
      "await ctx.scope.from('intents').where({ id }).update({ status: 'expired' });",
      "const rows = await ctx.scope.from('orders').where({ id }).select('*');",
    ].join('\n');
    expect(platformWrites(sample, owned).map((f) => `${f.line} ${f.what} ${f.table}`)).toEqual([
      '1 insert cs_messages',
      '2 update products',
      '4 increment variants',
      '7 update orders',
      '8 raw SQL gift_cards',
    ]);
  });
});
