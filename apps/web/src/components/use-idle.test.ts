/**
 * Parts deferred with useIdle wait for the opened screen to be shown, then (with a delay) that long, then an idle
 * moment. The modules load afresh into a document that still has the prerendered shell, as a cold start does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('useIdle', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><div id="app-shell"></div></div>';
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('holds later work (the service worker) a while after the screen is shown, then until an idle moment', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.resetModules();
    const { watchFirstScreen } = await import('@/lib/first-screen');
    const { useIdle } = await import('./use-idle');
    // From the same fresh module registry, so the hook and the renderer share one React.
    const { act, renderHook } = await import('@testing-library/react');
    const { result } = renderHook(() => useIdle(3000));
    watchFirstScreen();
    // The screen never completes here: the wait's cap shows it after four seconds.
    act(() => void vi.advanceTimersByTime(4100));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(2900));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(300));
    expect(result.current).toBe(true);
  });
});
