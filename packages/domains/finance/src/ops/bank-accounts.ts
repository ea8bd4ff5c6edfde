/**
 * finance_bank_account_create / finance_bank_account_update (events
 * `fin.bank_account.created`, `fin.bank_account.updated`). Account numbers are accepted in full and
 * stored masked only ({@link maskAccountNumber}); the full number is never stored, put in a
 * receipt, an event, an answer or an error message.
 */
import { randomUUID } from 'node:crypto';
import { ArgumentError, type Types, type WriteContext } from '@storeops/contract';
import type { FinanceAccountRow, FinanceBankAccountRow, FinanceEntityRow } from '@storeops/db';
import { accountsById, entityRef, loadEntity, lockEntity, recordChange } from '../books';
import { actorOf } from './actor';
import { loadBankAccount } from './bank-import';

type Result = Types.FinanceBankAccountWriteResult;
type Kind = FinanceBankAccountRow['kind'];
type Field = Result['changed_fields'][number];

const ALNUM = /[\p{L}\p{N}]/u;

/**
 * `number` with every letter and digit but the last 4 replaced by `•`, separators kept, white
 * space collapsed (`NL91 INGB 0001 2343 21` → `•••• •••• •••• ••43 21`). Throws
 * `ArgumentError(argument)` when it holds no letter or digit (the message never repeats it).
 */
export function maskAccountNumber(number: string, argument: string): string {
  const chars = [...number.replace(/\s+/g, ' ').trim()];
  const total = chars.filter((c) => ALNUM.test(c)).length;
  if (total === 0) throw new ArgumentError(argument, 'holds no letter or digit');
  let seen = 0;
  return chars
    .map((c) => {
      if (!ALNUM.test(c)) return c;
      seen++;
      return seen <= total - 4 ? '•' : c;
    })
    .join('');
}

/** Code ranges of the ledger accounts created for bank accounts, by kind. */
const RANGES: Record<Kind, readonly [number, number]> = { bank: [1000, 1099], cash: [1000, 1099], psp: [1100, 1199], card: [2200, 2299] };

/** The account type a bank account of `kind` books to. */
function ledgerType(kind: Kind): 'asset' | 'liability' {
  return kind === 'card' ? 'liability' : 'asset';
}

/** Checks `ledgerId` may be the ledger account of a bank account of `kind` (other than `exceptId`). */
async function checkLedger(
  ctx: WriteContext,
  entity: FinanceEntityRow,
  kind: Kind,
  ledgerId: string,
  exceptId: string | null,
): Promise<FinanceAccountRow> {
  const account = (await accountsById(ctx, entity.id, [ledgerId], 'ledger_account_id')).get(ledgerId)!;
  const want = ledgerType(kind);
  if (account.type !== want)
    throw new ArgumentError(
      'ledger_account_id',
      `account ${account.code} ${account.name} is ${account.type}; a ${kind} account books to an ${want} account`,
    );
  const q = ctx.scope.from('finance_bank_accounts').where({ entity_id: entity.id, ledger_account_id: ledgerId });
  if (exceptId !== null) q.whereNot('id', exceptId);
  const other = (await q.first('name')) as { name: string } | undefined;
  if (other !== undefined)
    throw new ArgumentError('ledger_account_id', `account ${account.code} is already the ledger account of bank account "${other.name}"`);
  return account;
}

/** Adds the ledger account of a new bank account: next free code of the kind's range, tens first. */
async function createLedger(ctx: WriteContext, entity: FinanceEntityRow, kind: Kind, name: string): Promise<FinanceAccountRow> {
  const used = new Set(
    ((await ctx.scope.from('finance_accounts').where({ entity_id: entity.id }).select('code')) as Array<{ code: string }>).map(
      (r) => r.code,
    ),
  );
  const [from, to] = RANGES[kind];
  const candidates: number[] = [];
  for (let c = from + 10; c <= to; c += 10) candidates.push(c);
  for (let c = from + 1; c <= to; c++) if (c % 10 !== 0) candidates.push(c);
  const code = candidates.map(String).find((c) => !used.has(c));
  if (code === undefined)
    throw new ArgumentError('ledger_account_id', `no free account code in ${from}–${to}; pass the ledger account to use`);
  const type = ledgerType(kind);
  const row: FinanceAccountRow = {
    id: randomUUID(),
    store_id: ctx.scope.storeId,
    entity_id: entity.id,
    code,
    name,
    type,
    normal_balance: type === 'asset' ? 'debit' : 'credit',
    system_key: null,
    description: `Ledger account of the ${kind} account "${name}".`,
    is_active: true,
    created_at: ctx.now.toISOString(),
  };
  await ctx.scope.insert('finance_accounts', row);
  return row;
}

function payload(bank: FinanceBankAccountRow, ledger: FinanceAccountRow) {
  return {
    id: bank.id,
    kind: bank.kind,
    name: bank.name,
    currency: bank.currency,
    institution: bank.institution,
    account_number_masked: bank.account_number_masked,
    ledger_account: { account_id: ledger.id, code: ledger.code, name: ledger.name },
    status: bank.status,
  };
}

function view(bank: FinanceBankAccountRow, ledger: FinanceAccountRow): Result['bank_account'] {
  return {
    id: bank.id,
    name: bank.name,
    kind: bank.kind,
    institution: bank.institution,
    account_number_masked: bank.account_number_masked,
    currency: bank.currency,
    status: bank.status,
    ledger_account: { account_id: ledger.id, code: ledger.code, name: ledger.name, type: ledgerType(bank.kind) },
    created_at: bank.created_at,
    updated_at: bank.updated_at,
  };
}

/**
 * Creates a bank account (rules: the operation's YAML description) and, without
 * `ledger_account_id`, its ledger account; emits `fin.bank_account.created`. Throws
 * `ArgumentError` naming `entity_id`, `currency`, `account_number` or `ledger_account_id`.
 */
export async function financeBankAccountCreate(input: Types.FinanceBankAccountCreateInput, ctx: WriteContext): Promise<Result> {
  const entity = await loadEntity(ctx, input.entity_id);
  if (input.currency !== undefined && input.currency !== entity.currency)
    throw new ArgumentError('currency', `must be the entity's currency ${entity.currency}, got ${input.currency}`);
  const masked =
    input.account_number === undefined || input.account_number === null ? null : maskAccountNumber(input.account_number, 'account_number');
  const name = input.name.trim();
  if (name === '') throw new ArgumentError('name', 'is blank');
  await lockEntity(ctx, entity.id);
  const created = input.ledger_account_id === undefined;
  const ledger = created
    ? await createLedger(ctx, entity, input.kind, name)
    : await checkLedger(ctx, entity, input.kind, input.ledger_account_id!, null);
  const now = ctx.now.toISOString();
  const bank: FinanceBankAccountRow = {
    id: randomUUID(),
    store_id: ctx.scope.storeId,
    entity_id: entity.id,
    name,
    kind: input.kind,
    institution: input.institution ?? null,
    account_number_masked: masked,
    currency: entity.currency,
    ledger_account_id: ledger.id,
    status: 'active',
    created_at: now,
    updated_at: now,
  };
  await ctx.scope.insert('finance_bank_accounts', bank);
  const actor = actorOf(ctx);
  await recordChange(ctx, entity.id, 'fin.bank_account.created', bank.id, {
    entity_id: entity.id,
    bank_account_id: bank.id,
    bank_account: payload(bank, ledger),
    actor,
    created_at: now,
  });
  const fields: Field[] = ['name', 'kind', 'institution', 'account_number_masked', 'currency', 'ledger_account', 'status'];
  const receiptId = await ctx.record({
    resource_kind: 'finance_bank_account',
    resource_ref: bank.id,
    changes: [
      { field: 'name', before: null, after: bank.name },
      { field: 'kind', before: null, after: bank.kind },
      { field: 'institution', before: null, after: bank.institution },
      { field: 'account_number_masked', before: null, after: bank.account_number_masked },
      { field: 'currency', before: null, after: bank.currency },
      { field: 'ledger_account', before: null, after: `${ledger.code} ${ledger.name}${created ? ' (created)' : ''}` },
      { field: 'status', before: null, after: 'active' },
    ],
    reversal: {
      operation: 'finance_bank_account_update',
      arguments: { bank_account_id: bank.id, status: 'archived' },
      description: `Archives the bank account (it keeps its rows; no more imports).${created ? ` The created ledger account ${ledger.code} stays in the chart.` : ''}`,
    },
  });
  return {
    entity: entityRef(entity),
    bank_account: view(bank, ledger),
    ledger_account_created: created,
    changed_fields: fields,
    receipt_id: receiptId,
  };
}

/**
 * Changes the fields sent (rules: the operation's YAML description); emits
 * `fin.bank_account.updated` naming the changed fields (`status` included).
 * Throws `ArgumentError` naming `bank_account_id` (unknown), `ledger_account_id`,
 * `account_number`, or the first field sent when nothing would change.
 */
export async function financeBankAccountUpdate(input: Types.FinanceBankAccountUpdateInput, ctx: WriteContext): Promise<Result> {
  const first = await loadBankAccount(ctx, input.bank_account_id, 'bank_account_id');
  const entity = await loadEntity(ctx, first.entity_id);
  await lockEntity(ctx, entity.id);
  const before = await loadBankAccount(ctx, input.bank_account_id, 'bank_account_id');
  const oldLedger = (await ctx.scope.from('finance_accounts').where({ id: before.ledger_account_id }).first()) as FinanceAccountRow;
  const patch: Partial<FinanceBankAccountRow> = {};
  const fields: Field[] = [];
  if (input.name !== undefined) {
    const name = input.name.trim();
    if (name === '') throw new ArgumentError('name', 'is blank');
    if (name !== before.name) {
      patch.name = name;
      fields.push('name');
    }
  }
  if (input.institution !== undefined && input.institution !== before.institution) {
    patch.institution = input.institution;
    fields.push('institution');
  }
  if (input.account_number !== undefined) {
    const masked = input.account_number === null ? null : maskAccountNumber(input.account_number, 'account_number');
    if (masked !== before.account_number_masked) {
      patch.account_number_masked = masked;
      fields.push('account_number_masked');
    }
  }
  let ledger = oldLedger;
  if (input.ledger_account_id !== undefined && input.ledger_account_id !== before.ledger_account_id) {
    ledger = await checkLedger(ctx, entity, before.kind, input.ledger_account_id, before.id);
    patch.ledger_account_id = ledger.id;
    fields.push('ledger_account');
  }
  if (input.status !== undefined && input.status !== before.status) {
    patch.status = input.status;
    fields.push('status');
  }
  if (fields.length === 0) {
    const sent = (['name', 'institution', 'account_number', 'ledger_account_id', 'status'] as const).find((k) => input[k] !== undefined);
    throw new ArgumentError(
      sent ?? 'bank_account_id',
      'nothing to change: send at least one field with a value the bank account does not already have',
    );
  }
  const now = ctx.now.toISOString();
  patch.updated_at = now;
  await ctx.scope.from('finance_bank_accounts').where({ id: before.id }).update(patch);
  const after: FinanceBankAccountRow = { ...before, ...patch };

  const announced = fields.filter((f): f is 'name' | 'institution' | 'account_number_masked' | 'ledger_account' | 'status' =>
    ['name', 'institution', 'account_number_masked', 'ledger_account', 'status'].includes(f),
  );
  if (announced.length > 0) {
    const previous: Record<string, unknown> = {};
    for (const f of announced) {
      if (f === 'ledger_account') previous.ledger_account = { account_id: oldLedger.id, code: oldLedger.code, name: oldLedger.name };
      else previous[f] = before[f];
    }
    await recordChange(ctx, entity.id, 'fin.bank_account.updated', before.id, {
      entity_id: entity.id,
      bank_account_id: before.id,
      bank_account: payload(after, ledger),
      fields: announced,
      previous,
      actor: actorOf(ctx),
      updated_at: now,
    });
  }
  const describe = (b: FinanceBankAccountRow, l: FinanceAccountRow, f: Field): unknown =>
    f === 'ledger_account' ? `${l.code} ${l.name}` : b[f];
  const restore: Record<string, unknown> = { bank_account_id: before.id };
  if (fields.includes('name')) restore.name = before.name;
  if (fields.includes('institution')) restore.institution = before.institution;
  if (fields.includes('ledger_account')) restore.ledger_account_id = oldLedger.id;
  if (fields.includes('status')) restore.status = before.status;
  const receiptId = await ctx.record({
    resource_kind: 'finance_bank_account',
    resource_ref: before.id,
    changes: fields.map((f) => ({ field: f, before: describe(before, oldLedger, f), after: describe(after, ledger, f) })),
    reversal:
      Object.keys(restore).length > 1
        ? {
            operation: 'finance_bank_account_update',
            arguments: restore,
            description: fields.includes('account_number_masked')
              ? 'Restores the previous values; the previous account number is stored masked only: send it again in full to restore it.'
              : 'Restores the previous values.',
          }
        : null,
  });
  return {
    entity: entityRef(entity),
    bank_account: view(after, ledger),
    ledger_account_created: false,
    changed_fields: fields,
    receipt_id: receiptId,
  };
}
