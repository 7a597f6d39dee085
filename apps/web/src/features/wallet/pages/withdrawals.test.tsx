/**
 * My withdrawals and their safety (docs/api.md "Deposits"): each withdrawal's timeline as the member follows it
 * — in review, on its way, paid with the payout hash and its explorer page, rejected or failed with the reason;
 * the wallet's amounts still in review or on their way; the address book's mailed code and wait; and a withdrawal
 * offered only to a bound address whose wait is over.
 */
import type { UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { answer, fetchMock, renderAt } from '@/test/render-app';

const member = {
  id: 5,
  username: 'ada',
  nickname: 'Ada',
  token: 't5',
  level: { vip: 0, verify: 'basic' },
} as unknown as UserInfo;
const ok = (data: unknown) => ({ code: 1, msg: '', time: '0', data });
const page = (data: unknown[]) => ok({ total: data.length, per_page: 20, current_page: 1, last_page: 1, data });
const base = { coin: 'USDT', chain: 'TRC20', address: 'TMEMBERADDRESS0001', fee: '1.000000', createtime: 1_700_000_000 };
const HASH = 'ab'.repeat(32);
const types = [{ coin: 'USDT', name: 'USDT', scale: 6, chains: ['TRC20'], recharge_enabled: true, withdraw_enabled: true }];
const tcconfig = (addresses: Record<string, string>, usableAt: Record<string, number>) => ({
  coin: 'USDT',
  fee_rate: '0.01',
  fee_min: '1',
  min_amount: '10',
  daily_limit: '2000.000000',
  used_today: '0.000000',
  verify_level: 'basic',
  chains: ['TRC20'],
  addresses,
  address_usable_at: usableAt,
  exchange_rate: '0.01',
  exchange_fee_rate: '0.02',
  pi_wallet_chains: [],
});
const sentTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => JSON.parse(String(init?.body ?? '{}')));

afterEach(() => vi.unstubAllGlobals());

describe('page/wallet/withdrawals', () => {
  it('shows each step, the payout hash with its explorer page, and the reason of a rejection or a failed payout', async () => {
    answer({
      '/api/user/withdrawals': page([
        { ...base, id: 4, amount: '100.000000', received: '99.000000', status: 'pending' },
        { ...base, id: 3, amount: '50.000000', received: '49.000000', status: 'passed', decidetime: 1_700_000_100 },
        {
          ...base,
          id: 2,
          amount: '30.000000',
          received: '29.000000',
          status: 'paid',
          hash: HASH,
          explorer_url: `https://tronscan.org/#/transaction/${HASH}`,
          decidetime: 1_700_000_100,
          paidtime: 1_700_000_200,
        },
        { ...base, id: 1, amount: '20.000000', received: '19.000000', status: 'failed', reason: 'Address rejected', paidtime: 1 },
      ]),
    });
    setProfile(member);
    await renderAt('/page/wallet/withdrawals');
    const pending = await screen.findByTestId('withdrawal-4');
    expect(within(pending).getByTestId('withdrawal-status-4').textContent).toBe('In review');
    expect(pending.textContent).toContain('You receive 99 USDT (fee 1)');
    expect(screen.getByTestId('withdrawal-status-3').textContent).toBe('On its way');
    expect(screen.getByTestId('withdrawal-3').textContent).toContain('Approved, being sent');
    expect(screen.getByTestId('withdrawal-status-2').textContent).toBe('Paid');
    expect(screen.getByTestId('withdrawal-explorer-2').getAttribute('href')).toBe(`https://tronscan.org/#/transaction/${HASH}`);
    expect(screen.getByTestId('withdrawal-1').textContent).toContain('Not sent, amount returned: Address rejected');
    expect(screen.queryByTestId('withdrawal-hash-1')).toBeNull();
  });

  it('shows the amounts still in review and on their way under the coin in the wallet', async () => {
    answer({
      '/api/ctoc/getwallet': ok([{ coin: 'USDT', available: '10.000000', frozen: '100.000000' }]),
      '/api/user/withdrawals/pending': ok([{ coin: 'USDT', in_review: '100.000000', in_transit: '50.000000' }]),
    });
    setProfile(member);
    await renderAt('/page/wallet/wallet');
    expect((await screen.findByTestId('wallet-pending-USDT')).textContent).toBe('In review 100 · On its way 50');
  });
});

describe('withdrawal addresses', () => {
  it('mails a code for withdrawaddr and binds the address with it after a confirmation', async () => {
    answer({ '/api/ctoc/getmoneytype': ok(types), '/api/user/tcconfig': ok(tcconfig({}, {})) });
    setProfile(member);
    await renderAt('/page/wallet/withdraw-addresses');
    expect((await screen.findByTestId('bound-address')).textContent).toContain('No address yet');
    fireEvent.click(screen.getByTestId('address-send-code'));
    await waitFor(() => expect(sentTo('/api/ems/send')).toEqual([{ event: 'withdrawaddr' }]));
    fireEvent.change(screen.getByTestId('address-input'), { target: { value: 'TEdvoHEatmDKvTh3o9vBRB9Vdtbhn4QFhy' } });
    fireEvent.change(screen.getByTestId('address-code'), { target: { value: '123456' } });
    fireEvent.change(screen.getByTestId('address-paypassword'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeTruthy());
    const dialog = document.querySelector('.adm-dialog') as HTMLElement;
    expect(dialog.textContent).toContain('Bind TEdvoHEatmDKvTh3o9vBRB9Vdtbhn4QFhy on TRC20?');
    expect(sentTo('/api/ctoc/bindaddress')).toEqual([]);
    fireEvent.click(within(dialog).getByText('Confirm'));
    await waitFor(() =>
      expect(sentTo('/api/ctoc/bindaddress')).toEqual([
        { coin: 'USDT', chain: 'TRC20', address: 'TEdvoHEatmDKvTh3o9vBRB9Vdtbhn4QFhy', code: '123456', paypassword: '246810' },
      ]),
    );
  });

  it('refuses an address malformed for the network at the field, sending nothing', async () => {
    const two = [{ ...types[0], chains: ['TRC20', 'ERC20'] }];
    answer({ '/api/ctoc/getmoneytype': ok(two), '/api/user/tcconfig': ok({ ...tcconfig({}, {}), chains: ['TRC20', 'ERC20'] }) });
    setProfile(member);
    await renderAt('/page/wallet/withdraw-addresses');
    fireEvent.click(within(await screen.findByTestId('withdraw-addresses-chain')).getByText('ERC20'));
    fireEvent.change(await screen.findByTestId('address-input'), { target: { value: 'TXyzNotAnEthAddress12345' } });
    fireEvent.change(screen.getByTestId('address-code'), { target: { value: '123456' } });
    fireEvent.change(screen.getByTestId('address-paypassword'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('address-save'));
    expect(await screen.findByText('An address on this network is 0x followed by 40 characters 0–9 and a–f')).toBeTruthy();
    fireEvent.change(screen.getByTestId('address-input'), { target: { value: '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed' } });
    fireEvent.click(screen.getByTestId('address-save'));
    expect(await screen.findByText(/^The capital letters of this address do not match its checksum/)).toBeTruthy();
    expect(document.querySelector('.adm-dialog')).toBeNull();
    expect(sentTo('/api/ctoc/bindaddress')).toEqual([]);
  });

  it('offers no withdrawal while the bound address waits, and says from when it can be used', async () => {
    const later = Math.floor(Date.now() / 1000) + 20 * 3600;
    answer({
      '/api/ctoc/getmoneytype': ok(types),
      '/api/user/tcconfig': ok(tcconfig({ TRC20: 'TMEMBERADDRESS0001' }, { TRC20: later })),
      '/api/ctoc/getwallet': ok([{ coin: 'USDT', available: '500.000000', frozen: '0.000000' }]),
    });
    setProfile(member);
    await renderAt('/page/wallet/withdraw');
    expect((await screen.findByTestId('bound-address-cooling')).textContent).toMatch(/^Usable from /);
    expect(screen.getByTestId('withdraw-submit').hasAttribute('disabled')).toBe(true);
  });
});
