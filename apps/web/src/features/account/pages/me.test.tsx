/** Spec §2/§6: a guest on the Me tab is prompted to log in; protected entries lead to login. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('Me tab', () => {
  it('prompts a guest to log in and shows the order groups at zero', async () => {
    answer({});
    await renderAt('/pages/my/my');
    expect(await screen.findByTestId('me-login-prompt')).toBeTruthy();
    for (const group of ['unpaid', 'paid', 'shipped', 'completed']) {
      expect(screen.getByTestId(`me-orders-${group}`).textContent).toMatch(/^0/);
    }
  });

  it('sends a guest tapping the wallet to login, to return there afterwards', async () => {
    answer({});
    await renderAt('/pages/my/my');
    fireEvent.click(await screen.findByTestId('me-entry-wallet'));
    await waitFor(() => expect(window.location.hash).toBe('#/user/login?redirect=%2Fpage%2Fwallet%2Fwallet'));
  });
});
