/**
 * PI withdrawn to the member's Pi wallet (docs/api.md "Withdrawing to the Pi wallet"): when tcconfig names the
 * chain in `pi_wallet_chains` the withdraw page shows where the PI goes instead of the address picker and sends
 * the request without an address; otherwise the bound address is still needed. The withdrawal list says where
 * each withdrawal went and the server's own payout's progress.
 */
import type { UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setProfile } from '@/lib/session';
import { answer, fetchMock, renderAt } from '@/test/render-app';

const member = {
  id: 6,
  username: 'pia',
  nickname: 'Pia',
  token: 't6',
  level: { vip: 0, verify: 'basic' },
} as unknown as UserInfo;
const ok = (data: unknown) => ({ code: 1, msg: '', time: '0', data });
const page = (data: unknown[]) => ok({ total: data.length, per_page: 20, current_page: 1, last_page: 1, data });
const types = [{ coin: 'PI', name: 'Pi', scale: 7, chains: ['PI'], recharge_enabled: true, withdraw_enabled: true }];
const tcconfig = (piWalletChains: string[]) => ({
  coin: 'PI',
  fee_rate: '0.01',
  fee_min: '0.1',
  min_amount: '1',
  daily_limit: '1000.0000000',
  used_today: '0.0000000',
  verify_level: 'basic',
  chains: ['PI'],
  addresses: {},
  address_usable_at: {},
  exchange_rate: '0.01',
  exchange_fee_rate: '0.02',
  pi_wallet_chains: piWalletChains,
});
const sentTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => JSON.parse(String(init?.body ?? '{}')));

function withdrawPage(piWalletChains: string[]) {
  answer({
    '/api/ctoc/getmoneytype': ok(types),
    '/api/user/tcconfig': ok(tcconfig(piWalletChains)),
    '/api/ctoc/getwallet': ok([{ coin: 'PI', available: '100.0000000', frozen: '0.0000000' }]),
    '/api/user/tx': ok({ id: 9, coin: 'PI', chain: 'PI', address: '', destination: 'pi_wallet', amount: '10.0000000' }),
    '/api/user/withdrawals': page([]),
  });
  setProfile(member);
  return renderAt('/page/wallet/withdraw');
}

describe('page/wallet/withdraw to the Pi wallet', () => {
  it('says the PI goes to the Pi wallet, shows no address picker and sends no address', async () => {
    await withdrawPage(['PI']);
    expect((await screen.findByTestId('withdraw-pi-wallet')).textContent).toContain('Paid to your Pi wallet (Pi Network app)');
    expect(screen.queryByTestId('bound-address')).toBeNull();
    expect(screen.getByTestId('withdraw-submit').hasAttribute('disabled')).toBe(false);
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('withdraw-paypassword'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeTruthy());
    const dialog = document.querySelector('.adm-dialog') as HTMLElement;
    expect(dialog.textContent).toContain('you receive 9.9 at your Pi wallet (Pi Network app)');
    fireEvent.click(within(dialog).getByText('Confirm'));
    await waitFor(() => expect(sentTo('/api/user/tx')).toHaveLength(1));
    const [body] = sentTo('/api/user/tx');
    expect(body).toMatchObject({ coin: 'PI', chain: 'PI', amount: '10', paypassword: '246810' });
    expect(body).not.toHaveProperty('address');
  });

  it('without pi_wallet for the chain the bound address is still needed', async () => {
    await withdrawPage([]);
    expect((await screen.findByTestId('bound-address')).textContent).toContain('No address yet');
    expect(screen.queryByTestId('withdraw-pi-wallet')).toBeNull();
    expect(screen.getByTestId('withdraw-submit').hasAttribute('disabled')).toBe(true);
  });
});

describe('page/wallet/withdrawals: where it went', () => {
  it("names the Pi wallet or the address, and the server's payout progress in words", async () => {
    const base = { coin: 'PI', chain: 'PI', fee: '0.1000000', createtime: 1_700_000_000, decidetime: 1_700_000_100 };
    answer({
      '/api/user/withdrawals': page([
        {
          ...base,
          id: 3,
          address: '',
          destination: 'pi_wallet',
          amount: '10.0000000',
          received: '9.9000000',
          status: 'passed',
          payout_state: 'submitted',
        },
        {
          ...base,
          id: 2,
          address: '',
          destination: 'pi_wallet',
          amount: '8.0000000',
          received: '7.9000000',
          status: 'passed',
          payout_state: 'failed',
        },
        {
          ...base,
          id: 1,
          address: 'GBOUNDADDRESS',
          destination: 'address',
          amount: '5.0000000',
          received: '4.9000000',
          status: 'pending',
        },
      ]),
    });
    setProfile(member);
    await renderAt('/page/wallet/withdrawals');
    expect((await screen.findByTestId('withdrawal-to-3')).textContent).toBe('To your Pi wallet (Pi Network app)');
    expect(screen.getByTestId('withdrawal-payout-3').textContent).toBe('Automatic payout: being sent');
    expect(screen.getByTestId('withdrawal-payout-2').textContent).toBe('Automatic payout: not sent, an operator will handle it');
    expect(screen.getByTestId('withdrawal-to-1').textContent).toBe('To GBOUNDADDRESS');
    expect(screen.queryByTestId('withdrawal-payout-1')).toBeNull();
  });
});
