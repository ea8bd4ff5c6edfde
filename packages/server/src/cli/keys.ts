/**
 * `pnpm keys create --scopes <list> [--sandbox] [--store <id|handle>] [--expires-in <duration>]
 *  [--label <text>] [--ip-allowlist <cidr,...>] [--auto-apply] [--json]`: mints an API key on the configured database (same env as
 * `pnpm start`) and prints it once. `--scopes` takes a comma- or space-separated list of known
 * scopes; durations like 30d, 12h, 15m. `--auto-apply` turns auto-apply on for the key (seed: Risk
 * tiers rule 1, opt-in per credential; default off): its ordinary proposed writes apply at once
 * with a receipt, writes that hand authority back still wait (Settings > Developers turns it off). `pnpm keys revoke <key id>` revokes one; with REDIS_URL
 * (as the server processes run) it also tells every running process at once through the
 * invalidation bus (cluster/bus.ts), else they refuse the key once their credential cache entry
 * expires (STOREOPS_CREDENTIAL_CACHE_SECONDS, default 5).
 * `pnpm keys rotate-signing [--activate-in <duration>] [--overlap <duration>] [--json]` rotates the
 * webhook signing key (events/signing-keys.ts): the new key is published in the JWKS at once and
 * signs after `--activate-in` (default 10m); the old one keeps signing until then and stays
 * published `--overlap` longer (default 7d). Receivers need no change.
 * Exit codes: 0 ok, 2 bad arguments. On an empty database it migrates and seeds the demo stores
 * first (without minting the demo keys: the first `pnpm start` mints and prints those).
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '@storeops/db';
import { prepareDemo } from '../demo';
import { mintKey, parseDuration } from '../auth/keys';
import { KNOWN_SCOPES, isKnownScope } from '../auth/scopes';
import { rotateSigningKey } from '../events/signing-keys';
import { connectRedis } from '../cluster/redis';
import { publishInvalidation } from '../cluster/bus';

function fail(message: string): never {
  console.error(`keys: ${message}`);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        scopes: { type: 'string' },
        sandbox: { type: 'boolean', default: false },
        store: { type: 'string' },
        'expires-in': { type: 'string' },
        label: { type: 'string' },
        'ip-allowlist': { type: 'string' },
        'auto-apply': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        'activate-in': { type: 'string' },
        overlap: { type: 'string' },
      },
    });
  } catch (err) {
    // e.g. an unknown option: one line, exit code 2 (not a stack trace)
    return fail((err as Error).message);
  }
}
const { values, positionals } = parse(rest);

const db = openDatabase({ databaseUrl: process.env.DATABASE_URL, filename: process.env.STOREOPS_DB_FILE ?? './data/storeops.sqlite' });
try {
  // Migrate and seed only: the demo keys and operator stay for `pnpm start` to mint and print.
  const demo = await prepareDemo(db);
  if (command === 'create') {
    const scopes = (values.scopes ?? '').split(/[\s,]+/).filter((s) => s.length > 0);
    if (scopes.length === 0) fail(`--scopes is required (known: ${KNOWN_SCOPES.join(' ')})`);
    const unknown = scopes.filter((s) => !isKnownScope(s));
    if (unknown.length > 0) fail(`unknown scope(s): ${unknown.join(', ')} (known: ${KNOWN_SCOPES.join(' ')})`);
    let storeId = demo.hostedStoreId;
    if (values.store !== undefined) {
      const row = await db('stores').where({ id: values.store }).orWhere({ handle: values.store }).first();
      if (row === undefined) fail(`no store with id or handle '${values.store}'`);
      storeId = row.id;
    }
    let expiresInSeconds: number | undefined;
    if (values['expires-in'] !== undefined) {
      try {
        expiresInSeconds = parseDuration(values['expires-in']);
      } catch (err) {
        fail((err as Error).message);
      }
    }
    const minted = await mintKey(db, {
      storeId,
      kind: values.sandbox ? 'sandbox' : 'live',
      scopes,
      ...(values.label !== undefined ? { label: values.label } : {}),
      ...(expiresInSeconds !== undefined ? { expiresInSeconds } : {}),
      ...(values['ip-allowlist'] !== undefined ? { ipAllowlist: values['ip-allowlist'].split(/[\s,]+/).filter((c) => c.length > 0) } : {}),
      autoApply: values['auto-apply'],
    }).catch((err: Error) => fail(err.message));
    if (values.json) console.log(JSON.stringify({ ...minted, auto_apply: values['auto-apply'] }));
    else
      console.log(
        `${minted.key}\n  id ${minted.id}, ${minted.kind}, store ${minted.store_id}, scopes ${minted.scopes.join(' ')}, expires ${minted.expires_at ?? 'never'}, auto-apply ${values['auto-apply'] ? 'on' : 'off'}\n  (printed once: only its hash is stored)`,
      );
  } else if (command === 'rotate-signing') {
    const seconds = (name: 'activate-in' | 'overlap'): number | undefined => {
      const v = values[name];
      if (v === undefined) return undefined;
      try {
        return parseDuration(v);
      } catch (err) {
        return fail(`--${name}: ${(err as Error).message}`);
      }
    };
    const activateInSeconds = seconds('activate-in');
    const overlapSeconds = seconds('overlap');
    const rotated = await rotateSigningKey(db, new Date(), {
      ...(activateInSeconds !== undefined ? { activateInSeconds } : {}),
      ...(overlapSeconds !== undefined ? { overlapSeconds } : {}),
    });
    if (values.json) console.log(JSON.stringify(rotated));
    else
      console.log(
        `new signing key ${rotated.kid}: published now, signs from ${rotated.signsFrom}` +
          rotated.retiring.map((r) => `\n  ${r.kid} signs until ${r.signsUntil}, published until ${r.publishedUntil}`).join(''),
      );
  } else if (command === 'revoke') {
    const id = positionals[0] ?? fail('usage: pnpm keys revoke <key id>');
    const n = await db('api_keys').where({ id }).whereNull('revoked_at').update({ revoked_at: new Date().toISOString() });
    if (n === 0) fail(`no active key with id ${id}`);
    // Running processes cached the key for up to STOREOPS_CREDENTIAL_CACHE_SECONDS (default 5): with REDIS_URL, tell them now.
    if (process.env.REDIS_URL) {
      const { key_hash } = (await db('api_keys').where({ id }).first('key_hash')) as { key_hash: string };
      const redis = await connectRedis(process.env.REDIS_URL, () => undefined);
      try {
        if (!(await redis.ready(5_000))) throw new Error('Redis did not answer within 5 s');
        await publishInvalidation(redis.commands, 'credential', key_hash);
      } catch (err) {
        console.error(
          `warning: revoked, but the running processes could not be told through Redis (${err instanceof Error ? err.message : String(err)}); they refuse the key within STOREOPS_CREDENTIAL_CACHE_SECONDS (default 5 s)`,
        );
      } finally {
        await redis.close();
      }
    }
    console.log(values.json ? JSON.stringify({ id, revoked: true }) : `revoked ${id}`);
  } else {
    fail(
      'usage: pnpm keys create --scopes <list> [--sandbox] [--store <id|handle>] [--expires-in <duration>] [--label <text>] [--ip-allowlist <cidr,...>] [--auto-apply] [--json] | pnpm keys revoke <id> | pnpm keys rotate-signing [--activate-in <duration>] [--overlap <duration>] [--json]',
    );
  }
} finally {
  await db.destroy();
}
