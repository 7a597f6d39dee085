/** Queries of `p2p_alerts` (docs/api.md "P2P in the members' own money" → "Alerts"). */
import type { Db } from '../../db/database.ts';
import { money } from '../../db/dialect.ts';

export function alertRows(db: Db) {
  return db
    .selectFrom('p2p_alerts')
    .select(['id', 'user_id', 'type', 'fiat', 'providers', 'createtime', 'notified_at', money('price').as('price')]);
}
export type AlertRow = Awaited<ReturnType<ReturnType<typeof alertRows>['execute']>>[number];

/** A JSON id list such as [3,7]. */
export const idsOf = (text: string): number[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : [];
  } catch {
    return [];
  }
};
