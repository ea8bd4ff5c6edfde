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

const USAGE =
  'usage: pnpm operators reset-password <email> [--json] | pnpm operators create --email <email> [--store <handle or id>] [--json] | pnpm operators list [--json]';
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

async function storeOf(db: Knex, ref: string | undefined, fallback: string): Promise<{ id: string; name: string; handle: string }> {
  const row =
    ref === undefined
      ? await db('stores').where({ id: fallback }).first('id', 'name', 'handle', 'sandbox_of')
      : await db('stores').where({ id: ref }).orWhere({ handle: ref }).first('id', 'name', 'handle', 'sandbox_of');
  if (row === undefined) return refuse(`no store with id or handle '${ref}'`);
  if (row.sandbox_of !== null && row.sandbox_of !== undefined)
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
