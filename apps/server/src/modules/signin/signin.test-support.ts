/** Test helpers for the sign-in tests: a signed-in member at a chosen instant, and reading its DGB. */
import { createMember } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { clock } from '../../core/clock.ts';
import { issueMemberToken } from '../auth/session.service.ts';
import { balanceLog, getBalances } from '../ledger/index.ts';

/** Moves the app clock to an ISO instant (tests reset it with clock.reset()). */
export function travelTo(iso: string): void {
  clock.advance(Math.floor(Date.parse(iso) / 1000) - clock.now());
}

/** A member with a fresh token, issued at the clock's current time so time travel does not expire it. */
export async function signedInMember(t: TestApp): Promise<{ id: number; token: string }> {
  const user = await createMember(t);
  const { token } = await issueMemberToken(t.app.ctx.db, user.id, 365 * 86400);
  return { id: user.id, token };
}

export async function dgbOf(t: TestApp, userId: number): Promise<bigint> {
  return (await getBalances(t.app.ctx.db, userId)).DGB.available;
}

export async function dgbPostings(t: TestApp, userId: number): Promise<number> {
  return (await balanceLog(t.app.ctx.db, userId, { coin: 'DGB' })).total;
}

export const dosign = (t: TestApp, token: string, body: object = {}) => t.post('/api/signin/dosign', body, { token });
export const getSignin = (t: TestApp, token: string, month?: string) =>
  t.post('/api/signin/getSignin', month ? { month } : {}, { token });
