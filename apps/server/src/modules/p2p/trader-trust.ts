/**
 * Trusted traders (docs/api.md "P2P in the members' own money" → "Block and trust"): a member marks up to
 * P2P_TRUSTED_MAX traders as trusted, to filter the market to them (`getlist` `trusted: true`). Marking oneself is
 * 400 and an unknown member 404. Adding takes the member's trader row lock before it counts, so a burst of adds
 * cannot pass the limit (PostgreSQL waits on the row; SQLite runs one writer at a time).
 */
import { P2P_TRUSTED_MAX } from '@app/contract';
import { sql } from 'kysely';
import { notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { memberCardsByIds } from '../users/member-cards.ts';
import { ensureTrader } from './traders.repository.ts';

/** Takes the member's trader row lock, so a count then an insert cannot be passed by a burst. */
export async function lockMember(trx: Db, userId: number): Promise<void> {
  await ensureTrader(trx, userId);
  await trx
    .updateTable('p2p_traders')
    .set({ open_orders: sql<number>`open_orders` })
    .where('user_id', '=', userId)
    .execute();
}

export async function setTrusted(db: Db, memberId: number, input: { user_id: number; trusted: boolean }) {
  if (input.user_id === memberId) throw refuse('p2p.trust_self');
  if (!(await memberCardsByIds(db, [input.user_id])).has(input.user_id)) throw notFound('chat.peer_not_found');
  if (!input.trusted) {
    await db.deleteFrom('p2p_trusts').where('user_id', '=', memberId).where('trusted_id', '=', input.user_id).execute();
    return { trusted: false };
  }
  await withTransaction(db, async (trx) => {
    await lockMember(trx, memberId);
    const row = await trx
      .selectFrom('p2p_trusts')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', memberId)
      .executeTakeFirstOrThrow();
    const already = await trx
      .selectFrom('p2p_trusts')
      .select('id')
      .where('user_id', '=', memberId)
      .where('trusted_id', '=', input.user_id)
      .executeTakeFirst();
    if (already) return;
    if (Number(row.n) >= P2P_TRUSTED_MAX) throw refuse('p2p.too_many_trusted', { max: P2P_TRUSTED_MAX });
    await trx
      .insertInto('p2p_trusts')
      .values({ user_id: memberId, trusted_id: input.user_id, createtime: clock.now() })
      .execute();
  });
  return { trusted: true };
}

/** The ids of the traders the member trusts. */
export async function trustedIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db.selectFrom('p2p_trusts').select('trusted_id').where('user_id', '=', memberId).execute();
  return rows.map((r) => Number(r.trusted_id));
}

export async function isTrusted(db: Db, memberId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('p2p_trusts')
    .select('id')
    .where('user_id', '=', memberId)
    .where('trusted_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's trusted traders, newest first. */
export async function listTrusted(db: Db, memberId: number) {
  const rows = await db
    .selectFrom('p2p_trusts')
    .select(['trusted_id', 'createtime'])
    .where('user_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();
  const cards = await memberCardsByIds(
    db,
    rows.map((r) => Number(r.trusted_id)),
  );
  return rows.map((r) => {
    const card = cards.get(Number(r.trusted_id));
    return {
      id: Number(r.trusted_id),
      nickname: card?.nickname || card?.username || '',
      avatar: card?.avatar ?? '',
      createtime: Number(r.createtime),
    };
  });
}
