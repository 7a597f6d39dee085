/**
 * The ledger's invariants (docs/architecture.md "Money: one ledger"), checked on the whole database after concurrency
 * tests, benchmarks and crashes: every coin sums to zero over all accounts (issuance sources hold the
 * negative of what they issued); no balance below zero where not allowed; every balance equals the sum of
 * its journal entries and the last entry's balance_after; every posting balances per coin; no idempotency
 * key twice; every frozen amount is exactly the pending holds on it. Returns the violations found.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface Violation {
  rule:
    | 'coin_total'
    | 'negative'
    | 'sign_rule'
    | 'balance_vs_entries'
    | 'balance_after'
    | 'posting_sum'
    | 'posting_legs'
    | 'duplicate_key'
    | 'frozen_vs_holds'
    | 'hold_settlement';
  detail: string;
}

type Sums = Map<string, bigint>;

async function rows<T>(db: Db, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

async function sumsBy(db: Db, query: ReturnType<typeof sql<{ k: string; s: string }>>): Promise<Sums> {
  return new Map((await rows(db, query)).map((r) => [r.k, BigInt(r.s)]));
}

/** Current balances keyed `account:coin:bucket`. */
async function balanceSums(db: Db): Promise<Sums> {
  const list = await rows<{ a: number; c: string; av: string; fr: string }>(
    db,
    sql`select account_id as a, coin as c, cast(available as text) as av, cast(frozen as text) as fr from balances`,
  );
  const sums: Sums = new Map();
  for (const r of list) {
    sums.set(`${r.a}:${r.c}:available`, BigInt(r.av));
    sums.set(`${r.a}:${r.c}:frozen`, BigInt(r.fr));
  }
  return sums;
}

function compare(rule: Violation['rule'], expected: Sums, actual: Sums, zeroIfMissing: boolean): Violation[] {
  const out: Violation[] = [];
  for (const key of new Set([...expected.keys(), ...actual.keys()])) {
    const e = expected.get(key) ?? (zeroIfMissing ? 0n : undefined);
    const a = actual.get(key) ?? (zeroIfMissing ? 0n : undefined);
    if (e !== a) out.push({ rule, detail: `${key}: balance ${e ?? 'missing'}, journal ${a ?? 'missing'}` });
  }
  return out;
}

async function coinTotals(db: Db): Promise<Violation[]> {
  const totals = await sumsBy(db, sql`select coin as k, cast(sum(available + frozen) as text) as s from balances group by coin`);
  return [...totals]
    .filter(([, s]) => s !== 0n)
    .map(([coin, s]) => ({ rule: 'coin_total' as const, detail: `${coin} sums to ${s}, not 0` }));
}

async function signRules(db: Db): Promise<Violation[]> {
  const negative = await rows<{ a: number; c: string }>(
    db,
    sql`select account_id as a, coin as c from balances where frozen < 0 or (available < 0 and allow_negative = 0)`,
  );
  const flags = await rows<{ a: number; c: string }>(
    db,
    sql`select b.account_id as a, b.coin as c from balances b join ledger_accounts a on a.id = b.account_id where a.allow_negative <> b.allow_negative`,
  );
  return [
    ...negative.map((r) => ({ rule: 'negative' as const, detail: `${r.a}:${r.c} below zero` })),
    ...flags.map((r) => ({ rule: 'sign_rule' as const, detail: `${r.a}:${r.c} sign rule differs from its account` })),
  ];
}

async function journal(db: Db, balances: Sums): Promise<Violation[]> {
  const entrySums = await sumsBy(
    db,
    sql`select account_id || ':' || coin || ':' || bucket as k, cast(sum(amount) as text) as s from ledger_entries group by account_id, coin, bucket`,
  );
  const lastAfter = await sumsBy(
    db,
    sql`select account_id || ':' || coin || ':' || bucket as k, cast(balance_after as text) as s from ledger_entries
        where id in (select max(id) from ledger_entries group by account_id, coin, bucket)`,
  );
  const touched = new Map([...balances].filter(([key]) => lastAfter.has(key)));
  return [...compare('balance_vs_entries', balances, entrySums, true), ...compare('balance_after', touched, lastAfter, false)];
}

async function postings(db: Db): Promise<Violation[]> {
  const unbalanced = await rows<{ p: number; c: string }>(
    db,
    sql`select posting_id as p, coin as c from ledger_entries group by posting_id, coin having sum(amount) <> 0`,
  );
  const thin = await rows<{ p: number }>(
    db,
    sql`select p.id as p from ledger_postings p where (select count(*) from ledger_entries e where e.posting_id = p.id) < 2`,
  );
  const duplicate = await rows<{ k: string }>(
    db,
    sql`select idempotency_key as k from ledger_postings where idempotency_key is not null group by idempotency_key having count(*) > 1`,
  );
  return [
    ...unbalanced.map((r) => ({ rule: 'posting_sum' as const, detail: `posting ${r.p} does not sum to zero in ${r.c}` })),
    ...thin.map((r) => ({ rule: 'posting_legs' as const, detail: `posting ${r.p} has fewer than two entries` })),
    ...duplicate.map((r) => ({ rule: 'duplicate_key' as const, detail: `key ${r.k} applied more than once` })),
  ];
}

async function holds(db: Db, balances: Sums): Promise<Violation[]> {
  const pending = await sumsBy(
    db,
    sql`select account_id || ':' || coin || ':frozen' as k, cast(sum(amount) as text) as s from ledger_holds where status = 'pending' group by account_id, coin`,
  );
  const frozen = new Map([...balances].filter(([key, v]) => key.endsWith(':frozen') && v !== 0n));
  const unsettled = await rows<{ h: number }>(
    db,
    sql`select id as h from ledger_holds where (status = 'pending') <> (settle_posting_id is null)`,
  );
  return [
    ...compare('frozen_vs_holds', frozen, pending, true),
    ...unsettled.map((r) => ({ rule: 'hold_settlement' as const, detail: `hold ${r.h} status and settlement posting disagree` })),
  ];
}

export async function checkInvariants(db: Db): Promise<Violation[]> {
  const balances = await balanceSums(db);
  return [
    ...(await coinTotals(db)),
    ...(await signRules(db)),
    ...(await journal(db, balances)),
    ...(await postings(db)),
    ...(await holds(db, balances)),
  ];
}
