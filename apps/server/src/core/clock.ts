/** Time source in unix seconds. Tests replace it to move time without waiting. */
let offsetSeconds = 0;

export const clock = {
  now(): number {
    return Math.floor(Date.now() / 1000) + offsetSeconds;
  },
  /** For tests: move the clock forward (or back). */
  advance(seconds: number): void {
    offsetSeconds += seconds;
  },
  reset(): void {
    offsetSeconds = 0;
  },
};
