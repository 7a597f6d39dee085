/**
 * A member's offer alerts (docs/api.md "P2P in the members' own money" → "Alerts"): list, add, delete; at most
 * P2P_ALERTS_MAX each (the member's trader row is locked before counting, so a burst of adds cannot pass it).
 * Raising them is raise-alerts.ts.
 */
import { P2P_ALERTS_MAX, type AddAlertBody, type P2pAlert } from '@app/contract';
import { notFound, refuse } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../ledger/index.ts';
import { formatFiat, parseFiat } from './fiat-money.ts';
import { findCurrency, providersByIds } from './fiat.repository.ts';
import { enabledCurrency, enabledProviders } from './fiat.service.ts';
import { lockMember } from './trader-trust.ts';

import { alertRows, idsOf, type AlertRow } from './alerts.repository.ts';

async function present(db: Db, rows: AlertRow[]): Promise<P2pAlert[]> {
  const providers = await providersByIds(db, [...new Set(rows.flatMap((r) => idsOf(r.providers)))]);
  const decimals = new Map<string, number>();
  for (const code of new Set(rows.map((r) => r.fiat))) decimals.set(code, (await findCurrency(db, code))?.decimals ?? 2);
  return rows.map((r) => ({
    id: Number(r.id),
    type: r.type,
    fiat: r.fiat,
    providers: idsOf(r.providers).flatMap((id) => {
      const p = providers.get(id);
      return p ? [{ id, name: p.name }] : [];
    }),
    price: formatFiat(BigInt(r.price), decimals.get(r.fiat) ?? 2),
    createtime: Number(r.createtime),
    notified_at: Number(r.notified_at) > 0 ? Number(r.notified_at) : null,
  }));
}

export async function myAlerts(db: Db, memberId: number): Promise<P2pAlert[]> {
  return present(db, await alertRows(db).where('user_id', '=', memberId).orderBy('id', 'desc').execute());
}

export async function addAlert(db: Db, memberId: number, body: AddAlertBody): Promise<P2pAlert> {
  const currency = await enabledCurrency(db, body.fiat);
  const providers = [...new Set(body.providers ?? [])];
  if (providers.length) await enabledProviders(db, currency.code, providers);
  const price = parseFiat(body.price, currency);
  const id = await withTransaction(db, async (trx) => {
    await lockMember(trx, memberId);
    const row = await trx
      .selectFrom('p2p_alerts')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= P2P_ALERTS_MAX) throw refuse('p2p.too_many_alerts', { max: P2P_ALERTS_MAX });
    const values = { user_id: memberId, type: body.type, fiat: currency.code, providers: JSON.stringify(providers), price };
    const inserted = await trx
      .insertInto('p2p_alerts')
      .values({ ...values, createtime: clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  });
  return (await present(db, await alertRows(db).where('id', '=', id).execute()))[0]!;
}

export async function deleteAlert(db: Db, memberId: number, id: number): Promise<void> {
  const result = await db.deleteFrom('p2p_alerts').where('id', '=', id).where('user_id', '=', memberId).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw notFound('p2p.alert_not_found');
}
