/**
 * Background work (the service worker, the chat connection, badge counts, the manifest) waits until the opened
 * screen is shown: its code, its first reads and its pictures. Each test loads the module afresh into a document
 * that still has the prerendered shell, as a cold start does.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshModules() {
  vi.resetModules();
  const screen = await import('./first-screen');
  const { queryClient } = await import('./query-client');
  return { ...screen, queryClient };
}

const waitFor = (condition: () => boolean, ms = 2000) => vi.waitFor(() => expect(condition()).toBe(true), { timeout: ms });

describe('first screen shown', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><div id="app-shell"></div></div>';
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('waits for the shell to be replaced and the first read to answer, then runs what was deferred once', async () => {
    const { watchFirstScreen, afterFirstScreen, firstScreenShown, queryClient } = await freshModules();
    const deferred = vi.fn();
    afterFirstScreen(deferred);
    watchFirstScreen();

    let answer!: (value: string) => void;
    const read = queryClient.fetchQuery({ queryKey: ['screen'], queryFn: () => new Promise<string>((r) => (answer = r)) });
    document.getElementById('app-shell')!.remove();
    document.getElementById('root')!.innerHTML = '<div class="route-fallback"></div>';
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(firstScreenShown()).toBe(false);

    document.getElementById('root')!.innerHTML = '<main>screen</main>';
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(firstScreenShown()).toBe(false);
    expect(deferred).not.toHaveBeenCalled();

    answer('posts');
    await read;
    await waitFor(firstScreenShown);
    expect(deferred).toHaveBeenCalledTimes(1);
    // Asked afterwards, it runs at once.
    const late = vi.fn();
    afterFirstScreen(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('waits for a picture in view that antd-mobile has not drawn yet (lazy, or loading behind display: none)', async () => {
    const { watchFirstScreen, firstScreenShown } = await freshModules();
    // jsdom lays nothing out: the elements marked `data-box` stand in the viewport, 100 px square.
    const box = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const size = this.hasAttribute('data-box') ? 100 : 0;
      return { top: 0, left: 0, bottom: size, right: size, width: size, height: size, x: 0, y: 0, toJSON: () => ({}) };
    });
    try {
      document.body.innerHTML = '<div class="adm-image" data-box><div></div><div class="adm-image-tip"></div></div>';
      watchFirstScreen();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(firstScreenShown()).toBe(false);

      // Seen: its <img> arrives, still hidden until it has loaded.
      document.querySelector('.adm-image')!.innerHTML = '<img class="adm-image-img" style="display: none">';
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(firstScreenShown()).toBe(false);

      // Loaded: antd-mobile shows it (the test's box stands in for the layout that gives it).
      const image = document.querySelector('img')!;
      image.setAttribute('data-box', '');
      image.style.display = '';
      await waitFor(firstScreenShown);
    } finally {
      box.mockRestore();
    }
  });

  it('looks at the screen again only when something on it changes, not in every frame', async () => {
    const { watchFirstScreen, firstScreenShown, queryClient } = await freshModules();
    document.body.innerHTML = '<main>screen</main>';
    let answer!: (value: string) => void;
    const read = queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>((r) => (answer = r)) });
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    try {
      watchFirstScreen();
      await new Promise((resolve) => setTimeout(resolve, 300));
      // One look at the start; ~18 frames went by while the read was still out.
      expect(frames.mock.calls.length).toBeLessThanOrEqual(2);
      answer('done');
      await read;
      await waitFor(firstScreenShown);
    } finally {
      frames.mockRestore();
    }
  });

  it('gives up waiting after a few seconds when the screen never completes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { watchFirstScreen, firstScreenShown } = await freshModules();
    watchFirstScreen();
    vi.advanceTimersByTime(3000);
    expect(firstScreenShown()).toBe(false);
    vi.advanceTimersByTime(1100);
    expect(firstScreenShown()).toBe(true);
  });

  it('has nothing to wait for without a prerendered shell', async () => {
    document.body.innerHTML = '';
    const { firstScreenShown } = await freshModules();
    expect(firstScreenShown()).toBe(true);
  });
});
