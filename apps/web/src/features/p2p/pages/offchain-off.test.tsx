/**
 * The off-chain market turned off in Pi mode (docs/api.md "Pi app (Pi mode)" → "P2P in Pi mode"): when
 * /api/common/init says `pi.p2p_offchain: false`, the market shows the wallet market only (no currency picker, no
 * currency asked of the list, even from a link naming one) and a new ad offers no "Paid outside the app".
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { renderAt } from '@/test/render-app';
import { fakeServer, page, signInAdvanced } from '../test/fake-server';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const INIT_OFF = { '/api/common/init': { pi: { enabled: true, sandbox: false, network: 'Pi Testnet', p2p_offchain: false } } };

describe('with the off-chain market off in Pi mode', () => {
  it('lists the wallet market only, without the currency picker', async () => {
    const calls = fakeServer({ ...signInAdvanced(), ...INIT_OFF, '/api/ctoc/getlist': page([]) });
    await renderAt('/page/business/business?fiat=NGN');
    const lastList = () => calls.filter((c) => c.path === '/api/ctoc/getlist').at(-1)?.body;
    await waitFor(() => expect(lastList()).toBeDefined());
    await waitFor(() => expect(lastList()).not.toHaveProperty('fiat'));
    expect(screen.queryByTestId('p2p-currency')).toBeNull();
  });

  it('offers no off-chain settlement for a new ad', async () => {
    const calls = fakeServer({ ...signInAdvanced(), ...INIT_OFF, '/api/ctoc/paymethods': [], '/api/ctoc/getwallet': [] });
    await renderAt('/page/business/advertisement_sell');
    const selector = await screen.findByTestId('p2p-ad-settlement');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/common/init')).toBe(true));
    await waitFor(() => expect(selector.textContent).toBe('USDT wallet'));
  });

  it('offers both while init says the market is open', async () => {
    fakeServer({
      ...signInAdvanced(),
      '/api/common/init': { pi: { enabled: false, sandbox: false, network: null, p2p_offchain: true } },
    });
    await renderAt('/page/business/advertisement_sell');
    const selector = await screen.findByTestId('p2p-ad-settlement');
    await waitFor(() => expect(selector.textContent).toContain('Paid outside the app'));
  });
});
