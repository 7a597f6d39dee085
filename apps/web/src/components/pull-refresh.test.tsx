/**
 * The pull wrapper arrives after the screen is shown; the content it wraps is not rebuilt when it does, so what a
 * member has typed or opened stays, and the same nodes stay on the page.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PullRefresh } from './pull-refresh';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      pressed {count}
    </button>
  );
}

describe('pull to refresh', () => {
  it('moves the same content into antd-mobile’s pull wrapper, keeping its state', async () => {
    const { container } = render(
      <PullRefresh onRefresh={async () => undefined}>
        <Counter />
      </PullRefresh>,
    );
    const button = screen.getByRole('button');
    fireEvent.click(button);
    expect(container.querySelector('.adm-pull-to-refresh-content')?.contains(button)).toBe(true);

    // The real wrapper has the head that shows "pull to refresh".
    await waitFor(() => expect(container.querySelector('.adm-pull-to-refresh-head')).not.toBeNull());
    expect(screen.getByRole('button')).toBe(button);
    expect(button.textContent).toBe('pressed 1');
    expect(container.querySelector('.adm-pull-to-refresh-content')?.contains(button)).toBe(true);
    fireEvent.click(button);
    expect(button.textContent).toBe('pressed 2');
  });
});
