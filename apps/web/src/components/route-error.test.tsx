/** The route error boundary: a failed chunk reloads the page once, then shows the error view with a retry. */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, changeLanguage } from '@/lib/i18n';
import { isChunkError, reloadOnce, RouteErrorBoundary } from './route-error';

const reload = vi.fn();

beforeEach(async () => {
  await initI18n('en');
  await changeLanguage('en');
  sessionStorage.clear();
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Throws({ error }: { error: Error }): never {
  throw error;
}

describe('route error boundary', () => {
  it('tells a failed chunk from other errors, in the words of each browser', () => {
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/me-1.js'))).toBe(true);
    expect(isChunkError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkError(new Error('Unable to preload CSS for /assets/me.css'))).toBe(true);
    expect(isChunkError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });

  it('reloads once for a failed chunk, and not again while the reload is recent', () => {
    expect(reloadOnce(sessionStorage, 1_000_000)).toBe(true);
    expect(reloadOnce(sessionStorage, 1_010_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Much later (another redeploy), a failed chunk may reload again.
    expect(reloadOnce(sessionStorage, 1_000_000 + 120_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('shows the error view with the navigation bar and a retry when a chunk fails, after one reload', async () => {
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Throws error={failed} />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByText('Part of the app could not be loaded. Check your connection, then try again.')).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
    screen.getByTestId('route-error-retry').click();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for an error in a screen’s own code', async () => {
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Throws error={new TypeError('boom')} />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Something went wrong while showing this screen. Please try again.')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
