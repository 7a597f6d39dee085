/**
 * Crash test checks (docs/reliability.md "Crash test"), run from the test process on the database the killed process left (in one
 * read snapshot, while the next process serves): what every acknowledged request created is there exactly once, every pending hold
 * belongs to a live ad, order or withdrawal and none outlives the row that ended, and no order holds
 * escrow (or stays unpaid) past its window. The ledger's own invariants are checkInvariants'. The two hold
 * checks serve the ledger model test too.
 */
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.ts';
import type { Ack } from './crash-client.ts';

type Row = Record<string, unknown>;

/** Rows of `table` grouped by the values of `columns` (each table is read once per check). */
function indexRows(rows: Row[], columns: string[]): Map<string, Row[]> {
  const index = new Map<string, Row[]>();
  for (const row of rows) {
    const key = columns.map((c) => String(row[c])).join('\u0000');
    index.set(key, [...(index.get(key) ?? []), row]);
  }
  return index;
}

/** What every acknowledged request should have left; returns what is missing, doubled or wrong. */
export async function missingAcks(db: Db, acks: readonly Ack[]): Promise<string[]> {
  const tables = new Map<string, Row[]>();
  const indexes = new Map<string, Map<string, Row[]>>();
  const problems: string[] = [];
  for (const ack of acks) {
    const columns = Object.keys(ack.where);
    const signature = `${ack.table}:${columns.join(',')}`;
    if (!tables.has(ack.table)) tables.set(ack.table, (await db.selectFrom(ack.table).selectAll().execute()) as Row[]);
    if (!indexes.has(signature)) indexes.set(signature, indexRows(tables.get(ack.table)!, columns));
    const rows = indexes.get(signature)!.get(columns.map((c) => String(ack.where[c])).join('\u0000')) ?? [];
    const label = `${ack.what} ${JSON.stringify(ack.where)}`;
    if (rows.length !== 1) {
      problems.push(`${label}: ${rows.length} rows`);
      continue;
    }
    const row = rows[0]!;
    if (ack.id !== undefined && Number(row.id) !== Number(ack.id)) problems.push(`${label}: id ${row.id}, reply said ${ack.id}`);
    if (ack.status && !ack.status.includes(String(row.status))) problems.push(`${label}: status ${row.status}`);
    for (const column of ack.set ?? []) if (row[column] === null) problems.push(`${label}: ${column} not set`);
  }
  return problems;
}

const ids = (rows: { id: number }[]) => rows.map((r) => Number(r.id));

/** Pending holds that no open ad, pending order, pending withdrawal or paid shop order points at. */
export async function orphanHolds(db: Db): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select h.id from ledger_holds h where h.status = 'pending'
      and h.id not in (select hold_id from p2p_ads where hold_id is not null)
      and h.id not in (select pi_hold_id from p2p_orders) and h.id not in (select usdt_hold_id from p2p_orders)
      and h.id not in (select hold_id from wallet_withdrawals where hold_id is not null)
      and h.id not in (select hold_id from shop_orders where hold_id is not null)`.execute(db);
  return ids(rows);
}

/** Holds still pending although the row that owns them has ended. */
export async function stuckHolds(db: Db): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select h.id from ledger_holds h where h.status = 'pending' and (
      h.id in (select pi_hold_id from p2p_orders where status <> 'pending')
      or h.id in (select usdt_hold_id from p2p_orders where status <> 'pending')
      or h.id in (select hold_id from wallet_withdrawals where status <> 'pending' and hold_id is not null)
      or h.id in (select hold_id from shop_orders where status in ('completed', 'cancelled') and hold_id is not null))`.execute(
    db,
  );
  return ids(rows);
}

export interface Overdue {
  p2p: number[];
  shopUnpaid: number[];
  shopUnreceived: number[];
}

/** Orders still open more than `graceSeconds` after their window closed at `now`. */
export async function overdueOrders(db: Db, now: number, graceSeconds: number): Promise<Overdue> {
  const before = now - graceSeconds;
  const shopPast = (status: 'unpaid' | 'shipped', column: 'expiretime' | 'autoreceivetime') =>
    db.selectFrom('shop_orders').select('id').where('status', '=', status).where(column, '<', before).execute();
  const p2p = await db
    .selectFrom('p2p_orders')
    .select('id')
    .where('status', '=', 'pending')
    .where('expiretime', '<', before)
    .execute();
  return {
    p2p: ids(p2p),
    shopUnpaid: ids(await shopPast('unpaid', 'expiretime')),
    shopUnreceived: ids(await shopPast('shipped', 'autoreceivetime')),
  };
}

/** When the last still-open order's window closes (unix seconds), or undefined when none is open. */
export async function lastWindowEnd(db: Db): Promise<number | undefined> {
  const p2p = await db
    .selectFrom('p2p_orders')
    .select((eb) => eb.fn.max('expiretime').as('t'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const shop = await db
    .selectFrom('shop_orders')
    .select((eb) => eb.fn.max('expiretime').as('t'))
    .where('status', '=', 'unpaid')
    .executeTakeFirst();
  const ends = [p2p?.t, shop?.t].filter((t) => t !== null && t !== undefined).map(Number);
  return ends.length ? Math.max(...ends) : undefined;
}

/** Job leases the killed process still held (core/jobs.ts names a lease's owner `<pid>-<random>`). */
export async function leasesLeftBy(db: Db, pid: number, nowMs: number): Promise<string[]> {
  const rows = await db
    .selectFrom('job_leases')
    .select('name')
    .where('owner', 'like', `${pid}-%`)
    .where('until_ms', '>', nowMs)
    .execute();
  return rows.map((r) => r.name);
}
