/**
 * Delivery of committed notices (docs/api.md "Notifications": live over /ws, and by the channels other modules
 * add). The notices table is the outbox: a pass claims undelivered rows with a conditional update — only rows
 * still undelivered and unclaimed (or whose claim lapsed) — so two instances running passes at once never
 * hand the same notice on twice. It then sends each to the member's sockets and channels and marks it
 * delivered. A process that dies after committing an event, or while holding a claim, delays delivery until
 * the next pass (or until the claim lapses); it is never lost.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE } from '@app/contract';
import type { AppContext } from '../../core/context.ts';
import type { Job } from '../../core/jobs.ts';
import { findUserById } from '../users/index.ts';
import { mailLocale } from '../users/member-language.ts';
import type { NoticeDelivery } from './notice-channels.ts';
import { renderNotice } from './render-notice.ts';
import type { NoticeRow } from './notices.tables.ts';

/** Long enough for a slow mail server; a claim is only retaken after a crash. */
const CLAIM_MS = 60_000;
const BATCH = 100;

async function claimBatch(ctx: AppContext): Promise<NoticeRow[]> {
  const now = Date.now();
  const candidates = await ctx.db
    .selectFrom('notices')
    .select('id')
    .where('delivered', '=', 0)
    .where('claim_until', '<', now)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  if (candidates.length === 0) return [];
  const claim = randomUUID();
  await ctx.db
    .updateTable('notices')
    .set({ claim, claim_until: now + CLAIM_MS })
    .where(
      'id',
      'in',
      candidates.map((row) => row.id),
    )
    .where('delivered', '=', 0)
    .where('claim_until', '<', now)
    .execute();
  return ctx.db.selectFrom('notices').selectAll().where('claim', '=', claim).orderBy('id').execute();
}

async function deliverOne(ctx: AppContext, row: NoticeRow, log: DeliveryLog): Promise<void> {
  const member = await findUserById(ctx.db, row.user_id);
  if (!member) return;
  const lang = mailLocale(member, DEFAULT_LOCALE);
  const notice = renderNotice(row, lang);
  await ctx.sockets?.deliver([row.user_id], { type: 'notice', notice });
  const delivery: NoticeDelivery = { userId: row.user_id, lang, email: member.email, notice };
  for (const [name, channel] of ctx.registry.noticeChannels) {
    try {
      await channel(ctx, delivery);
    } catch (err) {
      log.error({ err: (err as Error).message, channel: name, notice: row.id }, 'notice channel failed');
    }
  }
}

export interface DeliveryLog {
  error(obj: object, msg: string): void;
}

/** One pass over undelivered notices; returns how many this instance delivered. */
export async function deliverNotices(ctx: AppContext, log: DeliveryLog = console): Promise<number> {
  let delivered = 0;
  for (let rows = await claimBatch(ctx); rows.length > 0; rows = await claimBatch(ctx)) {
    for (const row of rows) {
      await deliverOne(ctx, row, log);
      await ctx.db.updateTable('notices').set({ delivered: 1 }).where('id', '=', row.id).where('claim', '=', row.claim).execute();
      delivered += 1;
    }
  }
  return delivered;
}

/** The catch-up pass on every instance: notices created by jobs, or whose request's own pass did not finish. */
export const DELIVER_NOTICES_JOB: Job = {
  name: 'notices.deliver',
  everyMs: 2_000,
  run: (ctx) => deliverNotices(ctx),
};
