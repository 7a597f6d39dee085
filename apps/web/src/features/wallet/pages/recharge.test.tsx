/**
 * Recharge (docs/product.md §3 "minimum recharge"): an amount under the address's minimum, or a hash that is not one
 * of the chosen network (contract tx-hash.ts), is refused under the field, in a sentence, before any
 * confirmation and without sending the hash.
 */
import type { UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { answer, fetchMock, renderAt } from '@/test/render-app';

const member = { id: 5, username: 'ada', nickname: 'Ada', token: 't5', level: { vip: 0, verify: 'none' } } as unknown as UserInfo;
const ok = (data: unknown) => ({ code: 1, msg: '', time: '0', data });
const types = [{ coin: 'USDT', name: 'USDT', scale: 6, chains: ['TRC20'], recharge_enabled: true, withdraw_enabled: true }];
const address = {
  address: 'TXYZ',
  chain: 'TRC20',
  min_recharge: '10.000000',
  arrival_minutes: 2,
  qrcode: 'data:image/png;base64,',
  watched: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('page/wallet/recharge', () => {
  it('refuses an amount under the minimum before the confirmation, and shows the minimum without zeros', async () => {
    answer({ '/api/ctoc/getmoneytype': ok(types), '/api/user/recharge': ok(address) });
    setProfile(member);
    await renderAt('/page/wallet/recharge');
    expect((await screen.findByTestId('recharge-min')).textContent).toBe('Minimum recharge: 10 USDT');
    fireEvent.change(screen.getByTestId('recharge-amount'), { target: { value: '9.5' } });
    fireEvent.change(screen.getByTestId('recharge-hash'), { target: { value: 'a'.repeat(64) } });
    fireEvent.click(screen.getByTestId('recharge-submit'));
    expect(await screen.findByText('The minimum recharge is 10 USDT.')).toBeTruthy();
    expect(document.querySelector('.adm-dialog')).toBeNull();
    const sentHash = fetchMock.mock.calls.some(([, init]) => String(init?.body ?? '').includes('"hash"'));
    expect(sentHash).toBe(false);
  });

  it('says under the field that a hash is not one of the chosen network, without sending it', async () => {
    answer({ '/api/ctoc/getmoneytype': ok(types), '/api/user/recharge': ok(address) });
    setProfile(member);
    await renderAt('/page/wallet/recharge');
    fireEvent.change(await screen.findByTestId('recharge-amount'), { target: { value: '20' } });
    fireEvent.change(screen.getByTestId('recharge-hash'), { target: { value: `0x${'a'.repeat(62)}` } });
    fireEvent.click(screen.getByTestId('recharge-submit'));
    expect(await screen.findByText('This is not a transaction hash of the TRC20 network.')).toBeTruthy();
    expect(document.querySelector('.adm-dialog')).toBeNull();
    const sentHash = fetchMock.mock.calls.some(([, init]) => String(init?.body ?? '').includes('"hash"'));
    expect(sentHash).toBe(false);
  });

  it('lets the minimum itself through to the confirmation', async () => {
    answer({ '/api/ctoc/getmoneytype': ok(types), '/api/user/recharge': ok(address) });
    setProfile(member);
    await renderAt('/page/wallet/recharge');
    fireEvent.change(await screen.findByTestId('recharge-amount'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('recharge-hash'), { target: { value: 'a'.repeat(64) } });
    fireEvent.click(screen.getByTestId('recharge-submit'));
    await waitFor(() => expect(document.querySelector('.adm-dialog')?.textContent).toContain('10 USDT'));
  });
  it('offers only the coins whose recharge is on, each by its display name', async () => {
    const two = [
      { coin: 'USDT', name: 'USDT', scale: 6, chains: ['TRC20'], recharge_enabled: false, withdraw_enabled: true },
      { coin: 'COIN', name: 'Pi Coin', scale: 7, chains: ['BEP20'], recharge_enabled: true, withdraw_enabled: true },
    ];
    answer({ '/api/ctoc/getmoneytype': ok(two), '/api/user/recharge': ok({ ...address, chain: 'BEP20' }) });
    setProfile(member);
    await renderAt('/page/wallet/recharge');
    const coins = await screen.findByTestId('recharge-coin');
    expect(coins.textContent).toBe('Pi Coin');
    const asked = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/user/recharge');
    expect(asked.map(([, init]) => JSON.parse(String(init?.body)).coin)).not.toContain('USDT');
  });

  it('says so when no coin can be recharged', async () => {
    answer({ '/api/ctoc/getmoneytype': ok([{ ...types[0], recharge_enabled: false }]) });
    setProfile(member);
    await renderAt('/page/wallet/recharge');
    expect((await screen.findByTestId('recharge-all-closed')).textContent).toBe('No coin can be recharged at the moment');
  });
  it('greys out a network whose deposits are suspended, shows the reason and opens on the next network', async () => {
    const reason = 'Deposits of USDT on TRC20 are suspended for now. Please use another network or try again later';
    const suspended = [{ ...types[0], chains: ['TRC20', 'BEP20'], suspended: { TRC20: { deposits: reason } } }];
    answer({ '/api/ctoc/getmoneytype': ok(suspended), '/api/user/recharge': ok({ ...address, chain: 'BEP20' }) });
    setProfile(member);
    await renderAt('/page/wallet/recharge');
    expect((await screen.findByTestId('recharge-suspended-TRC20')).textContent).toBe(reason);
    const trc20 = screen.getByText('TRC20').closest('.adm-selector-item');
    expect(trc20?.className).toContain('adm-selector-item-disabled');
    expect(screen.getByText('BEP20').closest('.adm-selector-item')?.className).toContain('adm-selector-item-active');
    fireEvent.click(trc20!);
    await screen.findByTestId('recharge-min');
    const asked = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/user/recharge');
    expect(asked.map(([, init]) => JSON.parse(String(init?.body)).chain)).not.toContain('TRC20');
  });
});
