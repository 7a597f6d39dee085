/**
 * The balance log (docs/api.md /api/user/getwaletlog): every posting kind in words, never a raw key, and a
 * deposit's chain hash shortened in the middle so its amount stays in view.
 */
import type { UserInfo } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setProfile } from '@/lib/session';
import { answer, renderAt } from '@/test/render-app';

const member = { id: 5, username: 'ada', nickname: 'Ada', token: 't5', level: { vip: 0, verify: 'none' } } as unknown as UserInfo;
const ok = (data: unknown) => ({ code: 1, msg: '', time: '0', data });
const page = (data: unknown[]) => ok({ total: data.length, per_page: 20, current_page: 1, last_page: 1, data });
const hash = '0x8f3a1c2d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c9b7e41c0';
const row = (id: number, type: string, amount: string, memo = '') => ({
  id,
  coin: 'USDT',
  amount,
  balance: '100.000000',
  type,
  memo,
  createtime: 1_700_000_000 + id,
});

describe('page/balance/log', () => {
  it('names every kind in words and keeps the amount of a line with a long hash', async () => {
    answer({
      '/api/user/getwaletlog': page([
        row(4, 'shop_settle', '19.000000', 'order 20261206000001'),
        row(3, 'p2p_escrow', '-5.000000'),
        row(2, 'shop_pay', '-20.000000', 'order 20261206000001'),
        row(1, 'deposit', '106.000000', `ERC20 ${hash}`),
      ]),
    });
    setProfile(member);
    await renderAt('/page/balance/log');
    const deposit = await screen.findByTestId('log-row-1');
    expect(deposit.textContent).toContain('Recharge');
    expect(deposit.textContent).toContain('ERC20 0x8f3a1c2d…9b7e41c0');
    expect(deposit.textContent).not.toContain(hash);
    expect(screen.getByTestId('log-amount-1').textContent).toBe('+106 USDT');
    expect(screen.getByTestId('log-row-2').textContent).toContain('Shop order paid');
    expect(screen.getByTestId('log-amount-2').textContent).toBe('-20 USDT');
    expect(screen.getByTestId('log-row-3').textContent).toContain('P2P escrow');
    expect(screen.getByTestId('log-row-4').textContent).toContain('Shop order settled');
    expect(screen.getByTestId('log-list').textContent).not.toContain('wallet.kind_');
  });

  it('names the platform coin on the filter chips by its display name, not its code', async () => {
    const coins = [
      { coin: 'PI', name: 'PI', scale: 7 },
      { coin: 'USDT', name: 'USDT', scale: 6 },
      { coin: 'COIN', name: 'Pi Coin', scale: 7 },
    ];
    answer({ '/api/common/init': ok({ coins }), '/api/user/getwaletlog': page([]) });
    setProfile(member);
    await renderAt('/page/balance/log');
    const filter = await screen.findByTestId('log-filter');
    await waitFor(() => expect(filter.textContent).toContain('Pi Coin'));
    expect([...filter.querySelectorAll('.adm-selector-item')].map((chip) => chip.textContent)).not.toContain('COIN');
  });
});
