/**
 * Bursts for the attempt-counter hardening test: N requests fired together, the right secret inside the
 * burst (last, while half of it is still in flight), each from its own client address as a distributed
 * attacker would send them.
 */
import type { PostPath } from '@app/contract';
import { callFrom, newClientAddress } from '../factories.ts';
import type { ApiResult, TestApp } from '../test-app.ts';

export const BURST = 60;
/**
 * Where the right secret sits: last, and sent once half the burst has answered, while the other half is still in
 * flight. Sent at the very same moment, the requests reach the database in no fixed order, and a right secret
 * whose reservation happened to land among the first few is rightly accepted (loaded runs had it so, with the right
 * one 31st and once even 60th). Every answered request has reserved its attempt or found the count full, and
 * half the burst is more than any limit here, so the right one always meets a full count — and a secret checked
 * against a count read without reserving still shows: the wrong ones, all in flight together, are each evaluated.
 */
export const RIGHT_AT = BURST - 1;
const RIGHT_AFTER_ANSWERS = BURST / 2;

export interface Burst {
  answers: ApiResult<unknown>[];
  right: ApiResult<unknown>;
  wrong: ApiResult<unknown>[];
}

/** Fires BURST posts; `body(right, i)` builds each, `right` true only for the one at RIGHT_AT. */
export async function burst(
  t: TestApp,
  url: PostPath,
  body: (right: boolean, i: number) => Record<string, unknown>,
  options: { token?: string } = {},
): Promise<Burst> {
  const send = (i: number) => callFrom(t, newClientAddress(), url, body(i === RIGHT_AT, i), options);
  let answered = 0;
  let halfAnswered!: () => void;
  const half = new Promise<void>((resolve) => (halfAnswered = resolve));
  const wrong = Array.from({ length: BURST - 1 }, (_, i) =>
    send(i).then((answer) => {
      if (++answered === RIGHT_AFTER_ANSWERS) halfAnswered();
      return answer;
    }),
  );
  const right = half.then(() => send(RIGHT_AT));
  const answers = [...(await Promise.all(wrong)), await right];
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
