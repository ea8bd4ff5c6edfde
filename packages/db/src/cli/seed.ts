/**
 * Migrate and seed the demo stores.
 *
 *   tsx packages/db/src/cli/seed.ts [--scale N] [--file path] [--anchor YYYY-MM-DD] [--reset]
 *
 * PostgreSQL when DATABASE_URL is a postgres:// URL, otherwise SQLite at --file (default
 * ./data/storeops.sqlite). Without --reset an already seeded database is left as it is. --reset
 * rolls back every migration first (all data is lost). Prints rows per table and elapsed ms.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_SQLITE_FILE, dialectOf, openDatabase } from '../connection';
import { migrateLatest, migrateRollbackAll } from '../migrations/index';
import { countRows, seedIfEmpty } from '../seed/index';

const USAGE = 'usage: tsx packages/db/src/cli/seed.ts [--scale N] [--file path] [--anchor YYYY-MM-DD] [--reset]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        scale: { type: 'string' },
        file: { type: 'string' },
        anchor: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const scale = values.scale === undefined ? 1 : Number(values.scale);
  if (!Number.isFinite(scale) || scale <= 0) {
    console.error(`--scale must be a number > 0, got ${values.scale}\n${USAGE}`);
    return 2;
  }
  const anchor = values.anchor === undefined ? undefined : new Date(`${values.anchor}T00:00:00Z`);
  if (anchor !== undefined && Number.isNaN(anchor.getTime())) {
    console.error(`--anchor must be a date YYYY-MM-DD, got ${values.anchor}\n${USAGE}`);
    return 2;
  }

  const db = openDatabase({ filename: values.file ?? DEFAULT_SQLITE_FILE });
  try {
    const target = dialectOf(db) === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite ${values.file ?? DEFAULT_SQLITE_FILE}`;
    const t0 = performance.now();
    if (values.reset) {
      const dropped = await migrateRollbackAll(db);
      console.log(`reset: rolled back ${dropped.length} migrations`);
    }
    const applied = await migrateLatest(db);
    const t1 = performance.now();
    const result = await seedIfEmpty(db, { scale, anchor });
    const t2 = performance.now();
    console.log(`${target}: ${applied.length} migrations applied in ${Math.round(t1 - t0)} ms`);
    console.log(
      result.seeded
        ? `seeded demo stores (scale ${scale}) in ${Math.round(t2 - t1)} ms`
        : 'demo stores already present; nothing seeded (use --reset to reseed)',
    );
    console.log(`hosted store   ${result.hostedStoreId}  (northwind-outfitters)`);
    console.log(`business store ${result.businessStoreId}  (harbor-wholesale)`);
    const counts = await countRows(db);
    for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(24)} ${String(n).padStart(8)}`);
    console.log(`total ${Math.round(performance.now() - t0)} ms`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  },
);
