/**
 * Daily sign-in (docs/api.md "Sign-in, VIP": /api/signin/getSignin and /api/signin/dosign; docs/product.md §2 user/signin,
 * §3 "Sign-in"). Once per member per calendar day in the configured zone; the day's row and its DGB
 * points from the `rewards` issuance account (ledger/accounts.ts sign rule: it may go negative, by the
 * amount it has issued) are written in one transaction, so a member never has one without the other.
 */
import type { DosignReply, GetSigninReply } from '@app/contract';
import { conflict } from '../../core/app-error.ts';
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { accountForUser, formatCoinAmount, getBalances, postTransfer, systemAccount, withTransaction } from '../ledger/index.ts';
import { getSetting } from '../settings/settings.service.ts';
import { signinMultiplier } from '../vip/benefits.ts';
import { dayBefore, monthBounds, monthOf, todayIn } from './signin-calendar.ts';
import { formatPoints, nextStreak, presentScores, scoreForStreak } from './signin-rules.ts';
import * as repo from './signin.repository.ts';
import type { SigninRow } from './signin.repository.ts';

interface Today {
  today: string;
  yesterday: string;
  todayRow?: SigninRow;
  yesterdayRow?: SigninRow;
}

async function readToday(db: Db, userId: number): Promise<Today> {
  const today = todayIn(await getSetting(db, 'signin_timezone'));
  const yesterday = dayBefore(today);
  const rows = await repo.findDays(db, userId, [today, yesterday]);
  return { today, yesterday, todayRow: rows.find((r) => r.day === today), yesterdayRow: rows.find((r) => r.day === yesterday) };
}

/** The month calendar with the member's streak, today's reward and DGB balance. */
export async function getSigninView(db: Db, userId: number, month?: string): Promise<GetSigninReply> {
  const { today, todayRow, yesterdayRow } = await readToday(db, userId);
  const shown = month ?? monthOf(today);
  const { first, last } = monthBounds(shown);
  const scores = await getSetting(db, 'signin_scores');
  const [list, balances] = await Promise.all([repo.daysBetween(db, userId, first, last), getBalances(db, userId)]);
  return {
    date: shown,
    list,
    successions: todayRow?.streak ?? yesterdayRow?.streak ?? 0,
    signin: todayRow !== undefined,
    score: todayRow
      ? formatPoints(todayRow.score)
      : formatPoints(scoreForStreak(scores, nextStreak(yesterdayRow?.streak)) * (await signinMultiplier(db, userId))),
    user_score: formatCoinAmount('DGB', balances.DGB.available),
    signinscore: presentScores(scores),
  };
}

/**
 * Signs the member in for today and credits the streak day's points. A second sign-in the same day is
 * refused (409), except a retry carrying the first call's idempotency key, which gets the first result.
 */
export async function signInToday(db: Db, userId: number, requestKey?: string): Promise<DosignReply> {
  const scores = await getSetting(db, 'signin_scores');
  const [member, rewards] = await Promise.all([accountForUser(db, userId), systemAccount(db, 'rewards')]);
  const { today, todayRow, yesterdayRow } = await readToday(db, userId);
  if (todayRow) return repeated(todayRow, requestKey);
  const streak = nextStreak(yesterdayRow?.streak);
  // VIP `signin_double` (modules/vip/benefits.ts) multiplies the streak day's points.
  const score = scoreForStreak(scores, streak) * (await signinMultiplier(db, userId));
  const claimed = await withTransaction(db, async (trx) => {
    const row = { userId, day: today, streak, score: Number(score), request_key: requestKey ?? null, now: clock.now() };
    const signinId = await repo.claimDay(trx, row);
    if (signinId === undefined) return false;
    if (score > 0n) {
      const posting = await postTransfer(trx, {
        kind: 'signin',
        memo: today,
        idempotencyKey: `signin:${userId}:${today}`,
        legs: [
          { account: rewards.id, coin: 'DGB', amount: -score },
          { account: member.id, coin: 'DGB', amount: score },
        ],
      });
      await repo.linkPosting(trx, signinId, posting.postingId);
    }
    return true;
  });
  if (!claimed) return repeated((await readToday(db, userId)).todayRow, requestKey);
  return { score: formatPoints(score), successions: streak };
}

/** Today is already signed: the first result for a retry of the same request, otherwise a refusal. */
function repeated(row: SigninRow | undefined, requestKey: string | undefined): DosignReply {
  if (row && requestKey !== undefined && row.request_key === requestKey)
    return { score: formatPoints(row.score), successions: row.streak };
  throw conflict('signin.already_signed');
}
