/**
 * Bursts for the attempt-counter hardening test: N requests fired at once, the right secret inside the
 * burst (last), each from its own client address as a distributed attacker would send them.
 */
import type { PostPath } from '@app/contract';
import { callFrom, newClientAddress } from '../factories.ts';
import type { ApiResult, TestApp } from '../test-app.ts';

export const BURST = 60;
/**
 * Where the right secret sits: last, after more wrong ones than any limit allows. Sent at once, the requests reach
 * the database in no fixed order: with the right one 31st, a loaded run once had a burst answer that was not a
 * refusal (a right secret checked before the fifth wrong one is rightly accepted). Sending it only once the lock
 * has started would hide the bug this guards against: a secret checked against a counter read before the burst's
 * reservations landed.
 */
export const RIGHT_AT = BURST - 1;

export interface Burst {
  answers: ApiResult<unknown>[];
  right: ApiResult<unknown>;
  wrong: ApiResult<unknown>[];
}

/** Fires BURST posts at once; `body(right, i)` builds each, `right` true only for the one at RIGHT_AT. */
export async function burst(
  t: TestApp,
  url: PostPath,
  body: (right: boolean, i: number) => Record<string, unknown>,
  options: { token?: string } = {},
): Promise<Burst> {
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, i) => callFrom(t, newClientAddress(), url, body(i === RIGHT_AT, i), options)),
  );
  return { answers, right: answers[RIGHT_AT]!, wrong: answers.filter((_, i) => i !== RIGHT_AT) };
}

/** A wrong 6-digit secret per request, never equal to the right one. */
export const wrongDigits = (right: string, i: number) => {
  const guess = String(100_000 + i * 7919).slice(-6);
  return guess === right ? String((Number(guess) + 1) % 1_000_000).padStart(6, '0') : guess;
};

/**
 * Answers that were not refusals, each with its place in the burst, so a failure shows what it was (an empty
 * list is the expectation: every guess in a burst is refused, the right one by the lock).
 */
export const notRefused = (answers: ApiResult<unknown>[]) =>
  answers.flatMap((a, i) => (a.code === 0 ? [] : [{ at: i, status: a.status, code: a.code, msg: a.msg }]));

/** Answers that were evaluated and refused as wrong (any other refusal is the lock or a rate limit). */
export const evaluatedWrong = (answers: ApiResult<unknown>[], wrongMessage: RegExp) =>
  answers.filter((a) => a.code === 0 && wrongMessage.test(a.msg)).length;
