/** Time source in unix seconds. Tests replace it to move time without waiting. */
let offsetSeconds = 0;
/** Set by tests that compare exact second counts, so a real second ticking between two calls cannot shift them. */
let frozenAt: number | undefined;

export const clock = {
  now(): number {
    return (frozenAt ?? Math.floor(Date.now() / 1000)) + offsetSeconds;
  },
  /** For tests: move the clock forward (or back). */
  advance(seconds: number): void {
    offsetSeconds += seconds;
  },
  /** For tests: stop real time from moving the clock; only advance() moves it until reset(). */
  freeze(): void {
    frozenAt = Math.floor(Date.now() / 1000);
  },
  reset(): void {
    offsetSeconds = 0;
    frozenAt = undefined;
  },
};
