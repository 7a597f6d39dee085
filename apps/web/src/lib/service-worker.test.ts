/**
 * The service worker registers a while after the first screen, or at once when a screen asks for it: the
 * asking screen gets the registration, or nothing after a while where no worker ever registers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

async function fresh() {
  vi.resetModules();
  return import('./service-worker');
}

describe('service worker on demand', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands the asking screen the registration once it is made', async () => {
    const { needServiceWorker, serviceWorkerRegistered } = await fresh();
    const asked = needServiceWorker();
    const made = { scope: '/' } as ServiceWorkerRegistration;
    serviceWorkerRegistered(made);
    await expect(asked).resolves.toBe(made);
    // A later ask has it at once.
    await expect(needServiceWorker()).resolves.toBe(made);
  });

  it('tells the app it is wanted, so it registers now and not seconds later', async () => {
    const { needServiceWorker, useServiceWorkerWanted } = await fresh();
    const { renderHook, act } = await import('@testing-library/react');
    const { result } = renderHook(() => useServiceWorkerWanted());
    expect(result.current).toBe(false);
    act(() => void needServiceWorker());
    expect(result.current).toBe(true);
  });

  it('gives up after a while where no worker registers (a development server)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { needServiceWorker } = await fresh();
    const asked = needServiceWorker();
    vi.advanceTimersByTime(10_000);
    await expect(asked).resolves.toBeUndefined();
  });
});
