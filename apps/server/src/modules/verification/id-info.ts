/**
 * /api/user/getidinfo (docs/api.md "Identity verification"; docs/product.md §4, §6): the member's current submission per
 * level, what still blocks the advanced level, and what each level unlocks — withdrawal limits per day
 * from the operator settings, and the P2P market with advanced verification.
 */
import type { IdInfoReply } from '@app/contract';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/index.ts';
import { getSetting } from '../settings/settings.service.ts';
import { advancedRequirements } from './submit-id.ts';
import { presentAdvanced, presentBasic } from './verification.presenter.ts';
import { findCurrent } from './verification.repository.ts';

export async function levelUnlocks(db: Db): Promise<IdInfoReply['unlocks']> {
  const [basic, advanced] = await Promise.all([
    getSetting(db, 'withdraw_daily_limit_basic'),
    getSetting(db, 'withdraw_daily_limit_advanced'),
  ]);
  return { basic: { withdraw_daily_limit: basic, p2p: false }, advanced: { withdraw_daily_limit: advanced, p2p: true } };
}

export async function getIdInfo(db: Db, user: UserRow): Promise<IdInfoReply> {
  const [basic, advanced, unlocks] = await Promise.all([
    findCurrent(db, user.id, 'basic'),
    findCurrent(db, user.id, 'advanced'),
    levelUnlocks(db),
  ]);
  return {
    level: user.verify_level,
    basic: presentBasic(basic),
    advanced: presentAdvanced(advanced, advancedRequirements(user, basic?.status ?? 'none')),
    unlocks,
  };
}
