/** go_score/exchange and page/balance/exchange: the server's figures are shown and confirmed before paying. */
import type { UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { fetchMock, json, renderAt } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const ok = (data: unknown) => json({ code: 1, msg: '', time: '0', data });

/** Rate 0.5 COIN per DGB, fee 2% rounded up; 40 DGB held; the payment password is 123456. */
function fakeServer() {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    if (path === '/api/ctoc/getwallet') return ok([{ coin: 'DGB', available: '40.00', frozen: '0.00' }]);
    if (path === '/api/user/stompreview' || path === '/api/user/stom') {
      if (Number(body.amount) > 40) return json({ code: 0, msg: 'Not enough DGB points', time: '0', data: null });
      if (path === '/api/user/stom' && body.paypassword !== '123456') {
        return json({ code: 0, msg: 'Wrong payment password', time: '0', data: null });
      }
      return ok({ amount: '10.00', rate: '0.5', fee: '0.20', received: '4.900000' });
    }
    return ok({});
  });
  return calls;
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

async function previewTen() {
  await screen.findByTestId('exchange-amount');
  await waitFor(() => expect(screen.getByTestId('exchange-available').textContent).toBe('DGB points available: 40'));
  type('exchange-amount', '10');
  await waitFor(() => expect(screen.getByTestId('exchange-received').textContent).toBe('4.9 COIN'));
  expect(screen.getByTestId('exchange-rate').textContent).toBe('0.5');
  expect(screen.getByTestId('exchange-fee').textContent).toBe('0.2 DGB');
}

async function confirmAndPay(password: string) {
  fireEvent.click(screen.getByTestId('exchange-submit'));
  expect((await screen.findByTestId('exchange-confirm')).textContent).toBe(
    'Exchange 10 DGB at 0.5? Fee 0.2 DGB, you receive 4.9 COIN',
  );
  fireEvent.click(screen.getByText('Confirm'));
  await screen.findByTestId('paypassword-input');
  type('paypassword-input', password);
  fireEvent.click(screen.getByTestId('paypassword-confirm'));
}

describe('exchange page', () => {
  it('previews rate, fee and coin received, confirms them and exchanges with the payment password', async () => {
    setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);
    const calls = fakeServer();
    await renderAt('/go_score/exchange');
    await previewTen();
    await confirmAndPay('123456');
    expect(await screen.findByTestId('exchange-done')).toBeTruthy();
    expect(screen.getByText('10 DGB exchanged, 4.9 COIN received')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/user/stom')!.body).toMatchObject({ amount: '10.00', paypassword: '123456' });
  });

  it('serves page/balance/exchange too, and shows the server refusals', async () => {
    setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);
    fakeServer();
    await renderAt('/page/balance/exchange');
    await screen.findByTestId('exchange-amount');
    type('exchange-amount', '99');
    expect(await screen.findByText('Not enough DGB points', { selector: '.points-error' })).toBeTruthy();
    expect((screen.getByTestId('exchange-submit') as HTMLButtonElement).disabled).toBe(true);

    await previewTen();
    await confirmAndPay('000000');
    expect((await screen.findByTestId('exchange-error')).textContent).toBe('Wrong payment password');
    expect(screen.queryByTestId('exchange-done')).toBeNull();
  });
});
