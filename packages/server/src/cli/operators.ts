/**
 * `pnpm operators`: dashboard operators on the configured database (same env as `pnpm start`:
 * DATABASE_URL or STOREOPS_DB_FILE), for when the password printed once is lost or another person
 * needs a sign-in.
 *
 *   pnpm operators reset-password <email> [--json]
 *       a new password, printed once; every session of that operator is signed out
 *   pnpm operators create --email <email> [--store <handle or id>] [--json]
 *       a new operator of the store (default the hosted demo store), its password printed once
 *   pnpm operators list [--json]
 *       every operator: email, store (no passwords: only their scrypt hashes are stored)
 *   pnpm operators store-rate-limit <store handle or id> [<per-minute> | default] [--json]
 *       a store's own request limit (seed: Limits "Requests per minute": 120 per credential and
 *       store by default, "a store can be given a different one"): an integer 1 to 100000 sets
 *       it, `default` goes back to 120, no value prints the current one. The 429 `rate_limited`
 *       body's `limit` and the `RateLimit-Limit` / `RateLimit-Policy` headers follow it; a
 *       running service reads it within 5 seconds (its store cache).
 *
 * `--json` prints one JSON object (`list`: an array). Errors are one line on stderr, prefixed
 * `operators:`. Exit codes: 0 ok, 2 refused (bad arguments, unknown operator or store, email taken).
 * On an empty database it migrates and seeds the demo stores first (no demo keys are minted).
 */
import { parseArgs } from 'node:util';
import type { Knex } from 'knex';
import { openDatabase } from '@storeops/db';
import { createOperator, findOperator, normaliseEmail, resetPassword } from '../auth/operators';
import { prepareDemo } from '../demo';
import { DEFAULT_REQUESTS_PER_MINUTE } from '../rate-limit/index';

const USAGE =
  'usage: pnpm operators reset-password <email> [--json] | pnpm operators create --email <email> [--store <handle or id>] [--json] | pnpm operators list [--json] | pnpm operators store-rate-limit <store handle or id> [<per-minute>|default] [--json]';
/** Bounds of a store's own requests-per-minute limit. */
const RATE_LIMIT_MIN = 1;
const RATE_LIMIT_MAX = 100_000;
/** Loose shape check (the dashboard form uses type=email): one @, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

class Refusal extends Error {}
const refuse = (message: string): never => {
  throw new Refusal(message);
};

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: 'string' }, store: { type: 'string' }, json: { type: 'boolean', default: false } },
    });
  } catch (err) {
    return refuse(`${(err as Error).message}; ${USAGE}`);
  }
}

async function storeOf(
  db: Knex,
  ref: string | undefined,
  fallback: string,
  sandboxes = false,
): Promise<{ id: string; name: string; handle: string }> {
  const row =
    ref === undefined
      ? await db('stores').where({ id: fallback }).first('id', 'name', 'handle', 'sandbox_of')
      : await db('stores').where({ id: ref }).orWhere({ handle: ref }).first('id', 'name', 'handle', 'sandbox_of');
  if (row === undefined) return refuse(`no store with id or handle '${ref}'`);
  if (!sandboxes && row.sandbox_of !== null && row.sandbox_of !== undefined)
    return refuse(`store '${ref}' is a sandbox copy; operators belong to live stores`);
  return { id: row.id, name: row.name, handle: row.handle };
}

async function main(db: Knex, hostedStoreId: string, command: string | undefined, argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv);
  const print = (json: unknown, text: string) => console.log(values.json ? JSON.stringify(json) : text);
  if (command === 'reset-password') {
    if (positionals.length !== 1) refuse(`reset-password takes one email; ${USAGE}`);
    const email = positionals[0]!;
    const done = await resetPassword(db, email);
    if (done === null) return refuse(`no operator with email '${normaliseEmail(email)}' (pnpm operators list shows them)`);
    print(
      { id: done.id, email: done.email, store_id: done.storeId, password: done.password, sessions_closed: done.sessionsClosed },
      `${done.email}: new password ${done.password}\n  (printed once: only its hash is stored; ${done.sessionsClosed} session(s) signed out)`,
    );
  } else if (command === 'create') {
    if (positionals.length > 0) refuse(`create takes no positional arguments (got ${positionals.join(' ')}); ${USAGE}`);
    const email = normaliseEmail(values.email ?? refuse(`--email is required; ${USAGE}`));
    if (email.length > 254 || !EMAIL.test(email)) refuse(`--email '${email}' is not an email address`);
    const store = await storeOf(db, values.store, hostedStoreId);
    if ((await findOperator(db, email)) !== null)
      refuse(`an operator with email '${email}' already exists (new password: pnpm operators reset-password ${email})`);
    const op = await createOperator(db, store.id, email);
    print(
      { id: op.id, email: op.email, store_id: store.id, store_handle: store.handle, password: op.password },
      `${op.email}: operator of ${store.name} (${store.handle}), password ${op.password}\n  (printed once: only its hash is stored)`,
    );
  } else if (command === 'list') {
    if (positionals.length > 0) refuse(`list takes no positional arguments; ${USAGE}`);
    const rows = (await db('operators as o')
      .join('stores as s', 's.id', 'o.store_id')
      .orderBy('o.email')
      .select('o.id', 'o.email', 'o.store_id', 's.handle as store_handle', 'o.created_at')) as Array<Record<string, string>>;
    print(
      rows,
      rows.length === 0 ? 'no operators yet' : rows.map((r) => `${r.email}  ${r.store_handle}  created ${r.created_at}`).join('\n'),
    );
  } else if (command === 'store-rate-limit') {
    if (positionals.length < 1 || positionals.length > 2) refuse(`store-rate-limit takes a store and an optional limit; ${USAGE}`);
    const [ref, value] = positionals as [string, string | undefined];
    const store = await storeOf(db, ref, hostedStoreId, true);
    if (value !== undefined) {
      let perMinute: number | null = null;
      if (value !== 'default') {
        if (!/^[0-9]+$/.test(value) || Number(value) < RATE_LIMIT_MIN || Number(value) > RATE_LIMIT_MAX)
          refuse(
            `the limit must be an integer from ${RATE_LIMIT_MIN} to ${RATE_LIMIT_MAX} requests per minute, or 'default' (got '${value}')`,
          );
        perMinute = Number(value);
      }
      await db('stores').where({ id: store.id }).update({ rate_limit_per_minute: perMinute });
    }
    const row = (await db('stores').where({ id: store.id }).first('rate_limit_per_minute')) as { rate_limit_per_minute: number | null };
    const own = row.rate_limit_per_minute === null ? null : Number(row.rate_limit_per_minute);
    const effective = own ?? DEFAULT_REQUESTS_PER_MINUTE;
    print(
      { store_id: store.id, store_handle: store.handle, rate_limit_per_minute: own, effective_per_minute: effective },
      `${store.name} (${store.handle}): ${effective} requests per minute per credential${own === null ? ' (the default)' : ''}`,
    );
  } else {
    refuse(command === undefined ? USAGE.replace(/^usage: /, 'a command is required; usage: ') : `unknown command '${command}'; ${USAGE}`);
  }
}

const [command, ...rest] = process.argv.slice(2);
const db = openDatabase({ databaseUrl: process.env.DATABASE_URL, filename: process.env.STOREOPS_DB_FILE ?? './data/storeops.sqlite' });
try {
  const { hostedStoreId } = await prepareDemo(db);
  await main(db, hostedStoreId, command, rest);
} catch (err) {
  if (!(err instanceof Refusal)) throw err;
  console.error(`operators: ${err.message}`);
  process.exitCode = 2;
} finally {
  await db.destroy();
}
