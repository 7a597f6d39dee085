/** The order countdown (docs/product.md §3 "remaining time"): what the member reads, and that it stops at zero. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRemaining, secondsLeft, useCountdown } from './countdown';

describe('formatRemaining', () => {
  it('shows minutes and seconds under an hour, hours when there are some', () => {
    expect(formatRemaining(900)).toBe('15:00');
    expect(formatRemaining(905)).toBe('15:05');
    expect(formatRemaining(59)).toBe('00:59');
    expect(formatRemaining(3600)).toBe('1:00:00');
    expect(formatRemaining(3725)).toBe('1:02:05');
  });

  it('never shows negative or fractional time', () => {
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(-12)).toBe('00:00');
    expect(formatRemaining(61.9)).toBe('01:01');
  });
});

describe('secondsLeft', () => {
  it('counts whole seconds elapsed since the server answered, stopping at zero', () => {
    expect(secondsLeft(10, 0)).toBe(10);
    expect(secondsLeft(10, 999)).toBe(10);
    expect(secondsLeft(10, 1000)).toBe(9);
    expect(secondsLeft(10, 60_000)).toBe(0);
  });
});

describe('useCountdown', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks down each second, stops at zero and reports zero once', () => {
    vi.useFakeTimers();
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown(3, onZero));
    expect(result.current).toBe(3);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => void vi.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('restarts from a newly read remaining time', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ left }) => useCountdown(left), { initialProps: { left: 5 } });
    act(() => void vi.advanceTimersByTime(2000));
    expect(result.current).toBe(3);
    rerender({ left: 600 });
    expect(result.current).toBe(600);
  });

  it('does not tick or report for an order with no time left', () => {
    vi.useFakeTimers();
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown(0, onZero));
    act(() => void vi.advanceTimersByTime(3000));
    expect(result.current).toBe(0);
    expect(onZero).not.toHaveBeenCalled();
  });
});
