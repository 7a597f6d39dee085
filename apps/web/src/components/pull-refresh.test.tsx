/**
 * Pulling the screen down at its top refreshes it, in antd-mobile's words: the head follows the finger, says when
 * letting go will refresh, and shows the refresh running and done. A short pull, or one on a scrolled screen,
 * does nothing; the content is never rebuilt.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pulledHeight, PullRefresh } from './pull-refresh';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      pressed {count}
    </button>
  );
}

function renderPull(onRefresh: () => Promise<unknown>) {
  const view = render(
    <PullRefresh onRefresh={onRefresh} pullingText="Pull" canReleaseText="Let go" refreshingText="Loading" completeText="Done">
      <Counter />
    </PullRefresh>,
  );
  const head = view.container.querySelector('.adm-pull-to-refresh-head') as HTMLElement;
  return { button: screen.getByRole('button'), head, text: () => head.textContent };
}

/** A finger put on `target`, moved down by `travel` px; returns whether the page was kept from scrolling. */
function pull(target: HTMLElement, travel: number) {
  fireEvent.touchStart(target, { touches: [{ clientY: 100 }] });
  return !fireEvent.touchMove(target, { touches: [{ clientY: 100 + travel }] });
}

afterEach(() => {
  vi.useRealTimers();
  window.scrollY = 0;
});

describe('pull to refresh', () => {
  it('grows less and less as the finger goes on, as antd-mobile’s rubber band does', () => {
    expect(pulledHeight(-20)).toBe(0);
    expect(pulledHeight(100)).toBe(40);
    expect(pulledHeight(200)).toBeCloseTo(66.7, 1);
    expect(pulledHeight(10_000)).toBeLessThan(200);
  });

  it('refreshes when let go past the threshold, and keeps the content as it was', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { button, head, text } = renderPull(onRefresh);
    fireEvent.click(button);
    expect(text()).toBe('Pull');

    expect(pull(button, 80)).toBe(true);
    expect(head.style.height).toBe('33px');
    expect(text()).toBe('Pull');
    fireEvent.touchMove(button, { touches: [{ clientY: 300 }] });
    expect(text()).toBe('Let go');

    fireEvent.touchEnd(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(text()).toBe('Loading');
    expect(head.style.height).toBe('40px');
    await act(async () => finish());
    expect(text()).toBe('Done');
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(head.style.height).toBe('0px');
    expect(text()).toBe('Pull');
    expect(screen.getByRole('button')).toBe(button);
    expect(button.textContent).toBe('pressed 1');
  });

  it('does not refresh on a short pull, an upward move or a scrolled screen', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { button, head } = renderPull(onRefresh);
    pull(button, 60);
    fireEvent.touchEnd(button);
    expect(head.style.height).toBe('0px');

    expect(pull(button, -30)).toBe(false);
    fireEvent.touchEnd(button);

    window.scrollY = 120;
    expect(pull(button, 300)).toBe(false);
    fireEvent.touchEnd(button);
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
