/**
 * A trader's page (docs/api.md "P2P in the members' own money" → "Trader page"): the record, the newest feedback
 * they received with who left it, their open ads as the reader sees them, and whether the reader blocked or
 * trusts them.
 */
import { P2P_TRADER_FEEDBACK_SHOWN, type TraderPage } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { isBlockedBy } from '../chat/blocks.service.ts';
import { memberCardsByIds } from '../users/member-cards.ts';
import { latestFeedback } from './feedback.repository.ts';
import { myAds } from './market.service.ts';
import { traderRecord } from './trader-record.ts';
import { isTrusted } from './trader-trust.ts';

const OPEN_ADS_SHOWN = 50;

export async function traderPage(db: Db, readerId: number | undefined, userId: number): Promise<TraderPage> {
  const record = await traderRecord(db, userId);
  const [feedback, ads, blocked, trusted] = await Promise.all([
    latestFeedback(db, userId, P2P_TRADER_FEEDBACK_SHOWN),
    myAds(db, userId, { status: 'open', page: 1, limit: OPEN_ADS_SHOWN }, readerId),
    readerId === undefined ? false : isBlockedBy(db, readerId, userId),
    readerId === undefined ? false : isTrusted(db, readerId, userId),
  ]);
  const authors = await memberCardsByIds(
    db,
    feedback.map((f) => f.from_id),
  );
  return {
    user_id: userId,
    record,
    feedback: feedback.map((f) => {
      const card = authors.get(f.from_id);
      return { rating: f.rating, comment: f.comment, createtime: f.createtime, nickname: card?.nickname || card?.username || '' };
    }),
    ads: ads.data,
    blocked,
    trusted,
  };
}
