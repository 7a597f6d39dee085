/**
 * One stored spelling per deposit hash (packages/contract tx-hash.ts): hex hashes were kept as typed, so
 * `0xAB…`, `ab…` and `0XAB…` were three claims on one transaction. Existing rows are rewritten to the
 * canonical form, and the hash becomes unique per coin across its chains as well as per chain.
 *
 * Rows that turn out to be the same transaction are kept (they are records of what members sent and what
 * reviewers decided); the first claim keeps the hash, a later one still pending is rejected as a duplicate
 * so it cannot be credited again, and every later one gets a marked hash so the unique indexes hold.
 */
import { canonicalTxHash } from '@app/contract';
import type { Kysely } from 'kysely';

interface DepositHashRow {
  id: number | string;
  coin: string;
  chain: string;
  hash: string;
  status: string;
}

/** Hex text (with or without `0x`) lower-cased without prefix; a hash not of its chain's format stays as it was. */
export function storedHash(chain: string, hash: string): string {
  const canonical = canonicalTxHash(chain, hash);
  if (canonical !== undefined) return canonical;
  const hex = /^(0[xX])?([0-9a-fA-F]+)$/.exec(hash.trim());
  return hex ? hex[2]!.toLowerCase() : hash.trim();
}

/**
 * Splits the claims on one transaction: the first (a passed one before any other, then the oldest) keeps
 * the hash, as does a later one on another coin and another chain; one sharing a kept claim's coin or chain
 * is a duplicate of it.
 */
function split(rows: DepositHashRow[]): { kept: DepositHashRow[]; duplicates: [DepositHashRow, number][] } {
  const ranked = [...rows].sort(
    (a, b) => Number(b.status === 'passed') - Number(a.status === 'passed') || Number(a.id) - Number(b.id),
  );
  const kept: DepositHashRow[] = [];
  const duplicates: [DepositHashRow, number][] = [];
  for (const row of ranked) {
    const original = kept.find((k) => k.coin === row.coin || k.chain === row.chain);
    if (original) duplicates.push([row, Number(original.id)]);
    else kept.push(row);
  }
  return { kept, duplicates };
}

async function rewrite(db: Kysely<any>, row: DepositHashRow, hash: string, duplicateOf?: number): Promise<void> {
  const set: Record<string, unknown> = { hash };
  if (duplicateOf !== undefined && row.status === 'pending') {
    set.status = 'rejected';
    set.reason = `Duplicate of deposit #${duplicateOf}: the same transaction hash`;
    set.decidetime = Math.floor(Date.now() / 1000);
  }
  await db.updateTable('wallet_deposits').set(set).where('id', '=', row.id).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  const rows = (await db
    .selectFrom('wallet_deposits')
    .select(['id', 'coin', 'chain', 'hash', 'status'])
    .orderBy('id')
    .execute()) as DepositHashRow[];
  const byHash = new Map<string, DepositHashRow[]>();
  for (const row of rows) {
    const hash = storedHash(row.chain, row.hash);
    byHash.set(hash, [...(byHash.get(hash) ?? []), row]);
  }
  for (const [hash, group] of byHash) {
    const { kept, duplicates } = split(group);
    // Duplicates first, so the kept claims' new spelling is free under the (chain, hash) index.
    for (const [row, original] of duplicates) await rewrite(db, row, `${hash.slice(0, 100)}#duplicate-${row.id}`, original);
    for (const row of kept) if (row.hash !== hash) await rewrite(db, row, hash);
  }
  await db.schema.createIndex('wallet_deposits_coin_hash_uq').unique().on('wallet_deposits').columns(['coin', 'hash']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('wallet_deposits_coin_hash_uq').execute();
}
