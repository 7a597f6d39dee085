/** page/transferring/transferring: nothing can be sent before the recipient is shown; refusals show the server's words. */
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
const refuse = (msg: string) => json({ code: 0, msg, time: '0', data: null });
const bob = { id: 9, username: 'bob', nickname: 'Bobby', avatar: '' };

/** A server where member 7 holds 50 DGB; bob exists, the payment password is 123456. */
function fakeServer() {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    if (path === '/api/ctoc/getwallet') return ok([{ coin: 'DGB', available: '50.00', frozen: '0.00' }]);
    if (path === '/api/user/getbyuid') {
      if (body.uid === 'bob' || body.uid === 9) return ok(bob);
      if (body.uid === 7) return ok({ id: 7, username: 'amy', nickname: 'Amy', avatar: '' });
      return refuse('No such member');
    }
    if (path === '/api/user/changescore') {
      if (body.paypassword !== '123456') return refuse('Wrong payment password');
      return ok({ id: 31, amount: body.amount, coin: body.coin, to: bob });
    }
    return ok({});
  });
  return calls;
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function lookUp(uid: string) {
  type('transfer-to', uid);
  fireEvent.click(screen.getByTestId('transfer-lookup'));
}

async function confirmAndPay(password: string) {
  fireEvent.click(screen.getByTestId('transfer-submit'));
  expect((await screen.findByTestId('transfer-confirm')).textContent).toBe('Send 12.5 DGB to Bobby (@bob)?');
  fireEvent.click(screen.getByText('Confirm'));
  await screen.findByTestId('paypassword-input');
  type('paypassword-input', password);
  fireEvent.click(screen.getByTestId('paypassword-confirm'));
}

describe('transfer page', () => {
  it('shows the recipient before sending, confirms the amount and sends it with the payment password', async () => {
    setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);
    const calls = fakeServer();
    await renderAt('/page/transferring/transferring');
    await screen.findByTestId('transfer-to');
    type('transfer-amount', '12.5');
    expect((screen.getByTestId('transfer-submit') as HTMLButtonElement).disabled).toBe(true);

    lookUp('bob');
    const card = await screen.findByTestId('transfer-recipient');
    expect(card.textContent).toContain('Bobby');
    expect(card.textContent).toContain('@bob');
    await waitFor(() => expect((screen.getByTestId('transfer-submit') as HTMLButtonElement).disabled).toBe(false));

    await confirmAndPay('123456');
    expect(await screen.findByTestId('transfer-done')).toBeTruthy();
    expect(screen.getByText('12.5 DGB sent to Bobby')).toBeTruthy();
    const sent = calls.find((c) => c.path === '/api/user/changescore')!.body;
    expect(sent).toMatchObject({ to: 9, amount: '12.5', coin: 'DGB', paypassword: '123456' });
    expect(typeof sent.idempotency_key).toBe('string');
  });

  it('shows an unknown recipient and a wrong payment password as the server words them', async () => {
    setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);
    fakeServer();
    await renderAt('/page/transferring/transferring');
    await screen.findByTestId('transfer-to');
    lookUp('nobody');
    expect((await screen.findByTestId('transfer-lookup-error')).textContent).toBe('No such member');
    expect(screen.queryByTestId('transfer-recipient')).toBeNull();

    lookUp('bob');
    await screen.findByTestId('transfer-recipient');
    type('transfer-amount', '12.5');
    await confirmAndPay('654321');
    expect((await screen.findByTestId('transfer-error')).textContent).toBe('Wrong payment password');
    expect(screen.queryByTestId('transfer-done')).toBeNull();
  });

  it('refuses to send to oneself', async () => {
    setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);
    fakeServer();
    await renderAt('/page/transferring/transferring');
    await screen.findByTestId('transfer-to');
    type('transfer-amount', '1');
    lookUp('7');
    expect((await screen.findByTestId('transfer-self')).textContent).toBe('You cannot transfer to yourself');
    expect((screen.getByTestId('transfer-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
