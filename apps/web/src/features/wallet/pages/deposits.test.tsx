/**
 * My deposits (docs/api.md "Deposits"): each deposit's timeline as the member follows it — confirmations on a
 * watched chain, credited, or rejected with the reason — with the explorer link the server gives; and the
 * recharge page's memo, shown prominently with its own copy button, and the note that a watched network
 * needs no hash.
 */
import type { UserInfo } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setProfile } from '@/lib/session';
import { answer, renderAt } from '@/test/render-app';

const member = { id: 5, username: 'ada', nickname: 'Ada', token: 't5', level: { vip: 0, verify: 'none' } } as unknown as UserInfo;
const ok = (data: unknown) => ({ code: 1, msg: '', time: '0', data });
const page = (data: unknown[]) => ok({ total: data.length, per_page: 20, current_page: 1, last_page: 1, data });
const base = { coin: 'USDT', chain: 'ERC20', createtime: 1_700_000_000 };

describe('page/wallet/deposits', () => {
  it('shows confirmations, the credit and a rejection with its reason, and links the explorer', async () => {
    answer({
      '/api/user/deposits': page([
        {
          ...base,
          id: 3,
          amount: '25.000000',
          hash: 'ab'.repeat(32),
          status: 'confirming',
          confirmations: 1,
          confirmations_needed: 3,
        },
        {
          ...base,
          id: 2,
          amount: '40.000000',
          hash: 'cd'.repeat(32),
          status: 'passed',
          confirmations: 3,
          confirmations_needed: 3,
          explorer_url: `https://explorer.test/tx/0x${'cd'.repeat(32)}`,
        },
        { ...base, id: 1, chain: 'TRC20', amount: '9.000000', hash: 'ef'.repeat(32), status: 'rejected', reason: 'Not received' },
      ]),
    });
    setProfile(member);
    await renderAt('/page/wallet/deposits');
    const confirming = await screen.findByTestId('deposit-3');
    expect(within(confirming).getByTestId('deposit-status-3').textContent).toBe('Confirming');
    expect(confirming.textContent).toContain('Confirming 1/3');
    expect(confirming.textContent).toContain('Credit to your wallet');
    expect(confirming.textContent).not.toContain('Passed');
    const passed = screen.getByTestId('deposit-2');
    expect(passed.textContent).toContain('Passed, credited to your wallet');
    expect(screen.getByTestId('deposit-explorer-2').getAttribute('href')).toBe(`https://explorer.test/tx/0x${'cd'.repeat(32)}`);
    const rejected = screen.getByTestId('deposit-1');
    expect(rejected.textContent).toContain('Rejected: Not received');
    expect(rejected.textContent).toContain('Waiting for review');
  });

  it('says when there is no deposit yet and offers the recharge page', async () => {
    answer({ '/api/user/deposits': page([]) });
    setProfile(member);
    await renderAt('/page/wallet/deposits');
    expect((await screen.findByTestId('deposits-empty')).textContent).toContain('No deposits yet');
  });

  it('shows the memo of a shared-address network prominently, and that a watched network needs no hash', async () => {
    const types = [{ coin: 'PI', name: 'PI', scale: 4, chains: ['PI'], recharge_enabled: true, withdraw_enabled: true }];
    const address = {
      address: 'GSHARED',
      chain: 'PI',
      min_recharge: '1',
      arrival_minutes: 2,
      qrcode: 'data:,',
      memo: '00000005',
    };
    answer({ '/api/ctoc/getmoneytype': ok(types), '/api/user/recharge': ok({ ...address, watched: true, confirmations: 2 }) });
    setProfile(member);
    await renderAt('/page/wallet/recharge');
    const memo = await screen.findByTestId('recharge-memo');
    expect(memo.textContent).toContain('Memo (required)');
    expect(memo.textContent).toContain('00000005');
    expect(within(memo).getByTestId('recharge-copy-memo')).toBeTruthy();
    expect(screen.getByTestId('recharge-watched').textContent).toBe(
      'Credited automatically after 2 confirmations; you do not need to submit the hash.',
    );
    expect(screen.getByTestId('recharge-arrival').textContent).toBe('Arrives in about 2 minutes after confirmation');
    expect(screen.queryByTestId('recharge-unwatched')).toBeNull();
    expect(screen.getByTestId('recharge-my-deposits').textContent).toBe('My deposits');
  });

  it('promises no arrival time on a network no watcher reads, and says an operator checks the submitted hash', async () => {
    const types = [{ coin: 'USDT', name: 'USDT', scale: 6, chains: ['TRC20'], recharge_enabled: true, withdraw_enabled: true }];
    const address = { address: 'TXYZ', chain: 'TRC20', min_recharge: '10', arrival_minutes: 2, qrcode: 'data:,', watched: false };
    answer({ '/api/ctoc/getmoneytype': ok(types), '/api/user/recharge': ok(address) });
    setProfile(member);
    await renderAt('/page/wallet/recharge');
    expect((await screen.findByTestId('recharge-unwatched')).textContent).toBe(
      'No watcher reads this network: after sending, submit the transaction hash below. An operator checks it on the chain, then credits your wallet.',
    );
    expect(screen.queryByTestId('recharge-watched')).toBeNull();
    expect(screen.queryByTestId('recharge-arrival')).toBeNull();
    expect(screen.getByTestId('recharge-card').textContent).not.toContain('minutes');
  });
});
