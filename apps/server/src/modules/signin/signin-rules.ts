/**
 * Streak and reward rules of the daily sign-in (docs/api.md "Sign-in": points by streak day s1…s7 from
 * configuration; docs/product.md §3 "Sign-in: consecutive days, points"). Day 8 onwards keeps earning s7.
 */
import { coinScale, fromUnits, SIGNIN_SCORE_KEYS, SIGNIN_STREAK_DAYS, toUnits, type SigninScores } from '@app/contract';

const DGB_SCALE = coinScale('DGB');

/** The streak a sign-in today reaches, given yesterday's streak (undefined when yesterday was missed). */
export const nextStreak = (yesterdayStreak: number | undefined): number => (yesterdayStreak ?? 0) + 1;

/** DGB smallest units earned on streak day `streak` (1-based). */
export function scoreForStreak(scores: SigninScores, streak: number): bigint {
  const key = SIGNIN_SCORE_KEYS[Math.min(Math.max(streak, 1), SIGNIN_STREAK_DAYS) - 1]!;
  return toUnits(scores[key], DGB_SCALE);
}

/** Units as the DGB decimal string of docs/api.md "Conventions" ("10.00"). */
export const formatPoints = (units: bigint | number): string => fromUnits(BigInt(units), DGB_SCALE);

/** The configured table at full DGB scale, as the client shows it. */
export function presentScores(scores: SigninScores): SigninScores {
  return Object.fromEntries(SIGNIN_SCORE_KEYS.map((key) => [key, formatPoints(toUnits(scores[key], DGB_SCALE))])) as SigninScores;
}
