/**
 * The live remaining time of a pending PI order (docs/product.md §3 "remaining time", §4 "shows remaining time; can
 * expire"). It counts down from the server's `remaining_seconds` as read, not from `expiretime` against
 * the phone's clock, so a phone whose clock is wrong still shows the true time left.
 */
import { useEffect, useEffectEvent, useState } from 'react';

/** 905 → "15:05"; 3725 → "1:02:05"; anything at or below zero → "00:00". */
export function formatRemaining(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

/** Seconds left `elapsedMs` after the server said `remaining`, never below zero. */
export function secondsLeft(remaining: number, elapsedMs: number): number {
  return Math.max(0, remaining - Math.floor(elapsedMs / 1000));
}

/**
 * Ticks once a second while time is left; at zero it stops and calls `onZero` once (the page refetches
 * to learn whether the order expired or was confirmed). A new `remaining` (a refetch) restarts it.
 */
export function useCountdown(remaining: number, onZero?: () => void): number {
  // The count belongs to the `remaining` it started from, so a newly read value shows at once.
  const [tick, setTick] = useState({ from: remaining, left: Math.max(0, remaining) });
  const reachZero = useEffectEvent(() => onZero?.());

  useEffect(() => {
    if (remaining <= 0) return;
    const start = Date.now();
    const timer = setInterval(() => {
      const left = secondsLeft(remaining, Date.now() - start);
      setTick({ from: remaining, left });
      if (left === 0) {
        clearInterval(timer);
        reachZero();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [remaining]);

  return tick.from === remaining ? tick.left : Math.max(0, remaining);
}
