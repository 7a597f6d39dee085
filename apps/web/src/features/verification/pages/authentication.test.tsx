/**
 * The authentication page shows each level's state as the server reports it: the reason and a resubmit
 * button after a failure, "complete basic authentication first" before advanced, the unlocks per level,
 * and the basic form refuses a malformed ID number with the contract's rule before sending.
 */
import type { IdInfoReply, UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { answer, fetchMock, renderAt } from '@/test/render-app';

const userinfo = {
  id: 9,
  username: 'ada',
  nickname: 'Ada',
  email: 'ada@example.test',
  token: 't9',
  level: { vip: 0, vip_expiretime: null, verify: 'none' },
} as unknown as UserInfo;

function info(overrides: { basic?: Partial<IdInfoReply['basic']>; advanced?: Partial<IdInfoReply['advanced']> }): object {
  const data: IdInfoReply = {
    level: 'none',
    basic: { status: 'none', id_type: null, name: '', id_number: '', createtime: null, ...overrides.basic },
    advanced: {
      status: 'none',
      createtime: null,
      front_image: '',
      back_image: '',
      hand_image: '',
      requires: ['basic'],
      ...overrides.advanced,
    },
    unlocks: { basic: { withdraw_daily_limit: '2000', p2p: false }, advanced: { withdraw_daily_limit: '50000', p2p: true } },
  };
  return { code: 1, msg: '', time: '0', data };
}

afterEach(() => vi.unstubAllGlobals());

describe('page/authentication/authentication', () => {
  it('before anything: basic not verified with a start button, advanced locked behind basic, the limits', async () => {
    answer({ '/api/user/getidinfo': info({}) });
    setProfile(userinfo);
    await renderAt('/page/authentication/authentication');
    const basic = await screen.findByTestId('verify-basic-status');
    expect(basic.dataset.state).toBe('todo');
    expect(basic.textContent).toBe('Not verified');
    expect(screen.getByTestId('verify-basic-start').textContent).toBe('Start verification');
    expect(screen.getByTestId('verify-advanced-status').dataset.state).toBe('locked');
    expect(screen.getByTestId('verify-advanced-blocked').textContent).toBe('Complete basic authentication first');
    expect(screen.getByTestId('verify-basic-unlocks').textContent).toContain('Withdraw up to 2,000 USDT a day');
    expect(screen.getByTestId('verify-advanced-unlocks').textContent).toContain('Trade on the P2P market');
    expect(screen.queryByTestId('verify-advanced-start')).toBeNull();
  });

  it('after a failed basic review: the reason, the masked number and a resubmit button to the form', async () => {
    answer({
      '/api/user/getidinfo': info({
        basic: { status: 'failed', name: 'Ada', id_number: 'G1****67', reason: 'Blurred', id_type: 'idcard' },
      }),
      '/api/user/getidtype': { code: 1, msg: '', time: '0', data: [{ id: 'idcard', name: 'ID card' }] },
    });
    setProfile(userinfo);
    await renderAt('/page/authentication/authentication');
    const reason = await screen.findByTestId('verify-basic-reason');
    expect(reason.textContent).toContain('Authentication failed, resubmit');
    expect(reason.textContent).toContain('Reason: Blurred');
    expect(screen.getByTestId('verify-basic-number').textContent).toBe('G1****67');
    fireEvent.click(screen.getByTestId('verify-basic-start'));
    expect(await screen.findByTestId('idcard-basic')).toBeTruthy();
    expect(window.location.hash).toBe('#/page/authentication/idcard?level=basic');
  });

  it('the basic form checks the ID number before sending anything', async () => {
    answer({
      '/api/user/getidinfo': info({}),
      '/api/user/getidtype': { code: 1, msg: '', time: '0', data: [{ id: 'idcard', name: 'ID card' }] },
    });
    setProfile(userinfo);
    await renderAt('/page/authentication/idcard?level=basic');
    fireEvent.change(await screen.findByTestId('idcard-name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByTestId('idcard-number'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('idcard-basic-submit'));
    expect(await screen.findByText('ID number is invalid')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/submitid')).toBe(false));
  });

  it('advanced while basic is under review: the form is not offered', async () => {
    answer({ '/api/user/getidinfo': info({ basic: { status: 'pending' } }) });
    setProfile(userinfo);
    await renderAt('/page/authentication/idcard?level=advanced');
    expect((await screen.findByTestId('idcard-closed')).textContent).toContain('Complete basic authentication first');
  });
});
