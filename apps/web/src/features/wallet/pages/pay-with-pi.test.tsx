/**
 * "Pay with Pi" on the recharge page (docs/api.md "Pi app (Pi mode)" → "Member app"), with a fake window.Pi in a
 * browser that calls itself the Pi Browser: nothing moves before the confirmation, a refused approval says the
 * server's reason, a payment the member cancels says so (and tells the server), a completion the Platform API did
 * not confirm tells the member to wait; outside the Pi Browser nothing is offered.
 */
import type { UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import type { PiPaymentCallbacks, PiSdk } from '@/lib/pi-sdk';
import { tapInDialog } from '@/test/dialog';
import { fetchMock, renderAt } from '@/test/render-app';

const member = { id: 5, username: 'ada', nickname: 'Ada', token: 't5', level: { vip: 0, verify: 'none' } } as unknown as UserInfo;
const ok = (data: unknown) => ({ code: 1, msg: '', time: '0', data });
const refused = (msg: string) => ({ code: 0, msg, time: '0', data: null });
const PI_ON = { pi: { enabled: true, sandbox: false, network: 'Pi Testnet', p2p_offchain: true } };

/** What the member does in the (fake) Pi wallet once createPayment is called. */
let wallet: (callbacks: PiPaymentCallbacks) => void = () => {};
const created: unknown[] = [];
const fakePi: PiSdk = {
  init: () => {},
  authenticate: async () => ({ accessToken: 'pi-token', user: { uid: 'u1' } }),
  createPayment: (payment, callbacks) => {
    created.push(payment);
    wallet(callbacks);
  },
};

let calls: Array<{ path: string; body: Record<string, unknown> }> = [];
function serve(replies: Record<string, object | ((body: Record<string, unknown>) => object)>) {
  calls = [];
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    const reply = replies[path];
    const data = typeof reply === 'function' ? reply(body) : (reply ?? ok({}));
    return Promise.resolve(new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } }));
  });
}

const BASE = {
  '/api/common/init': ok(PI_ON),
  '/api/ctoc/getmoneytype': ok([]),
};
const payment = (state: string) => ok({ payment: { identifier: 'p1', amount: '5', state, txid: null, createtime: 0 } });

async function payFive() {
  setProfile(member);
  await renderAt('/page/wallet/recharge');
  await waitFor(() => expect(screen.getByTestId('pi-pay-submit').hasAttribute('disabled')).toBe(false));
  fireEvent.change(screen.getByTestId('pi-pay-amount'), { target: { value: '5' } });
  fireEvent.click(screen.getByTestId('pi-pay-submit'));
  expect(await screen.findByText('Deposit 5 PI from your Pi wallet?')).toBeTruthy();
}

const userAgent = navigator.userAgent;
beforeAll(() => {
  window.Pi = fakePi;
});
// The test setup gives each test a fresh navigator: the Pi Browser's mark goes on before each one.
beforeEach(() => {
  Object.defineProperty(navigator, 'userAgent', { value: `${userAgent} PiBrowser/2.5`, configurable: true });
});
afterAll(() => {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  delete window.Pi;
});
afterEach(() => {
  vi.unstubAllGlobals();
  created.length = 0;
});

describe('Pay with Pi', () => {
  it('moves nothing when the confirmation is cancelled', async () => {
    serve(BASE);
    await payFive();
    await tapInDialog('Cancel');
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
    expect(created).toEqual([]);
    expect(calls.some((c) => c.path.startsWith('/api/pi/'))).toBe(false);
  });

  it('says the server’s reason when the approval is refused', async () => {
    wallet = (cb) => cb.onReadyForServerApproval('p1');
    serve({ ...BASE, '/api/pi/approve': refused('This deposit must be between 1 and 10000 PI') });
    await payFive();
    await tapInDialog('Confirm');
    const phase = await screen.findByRole('alert');
    await waitFor(() => expect(phase.textContent).toBe('This deposit must be between 1 and 10000 PI'));
    expect(created).toEqual([{ amount: 5, memo: 'Deposit of 5 PI', metadata: { kind: 'deposit' } }]);
    expect(calls.find((c) => c.path === '/api/pi/approve')?.body).toEqual({ paymentId: 'p1' });
  });

  it('says a payment cancelled in the Pi wallet took nothing, and tells the server', async () => {
    wallet = (cb) => {
      cb.onReadyForServerApproval('p1');
      setTimeout(() => cb.onCancel('p1'), 50);
    };
    serve({ ...BASE, '/api/pi/approve': payment('approved'), '/api/pi/cancel': payment('cancelled') });
    await payFive();
    await tapInDialog('Confirm');
    await waitFor(() => expect(screen.getByTestId('pi-pay-phase').getAttribute('data-step')).toBe('cancelled'));
    expect(screen.getByTestId('pi-pay-phase').textContent).toBe(
      'The payment was cancelled. Nothing was taken from your Pi wallet.',
    );
    await waitFor(() => expect(calls.some((c) => c.path === '/api/pi/cancel')).toBe(true));
  });

  it('tells the member to wait when the completion is not confirmed yet', async () => {
    wallet = (cb) => {
      cb.onReadyForServerApproval('p1');
      setTimeout(() => cb.onReadyForServerCompletion('p1', 'tx1'), 50);
    };
    serve({
      ...BASE,
      '/api/pi/approve': payment('approved'),
      '/api/pi/complete': refused('The Pi Platform is not answering right now. Please try again in a moment'),
    });
    await payFive();
    await tapInDialog('Confirm');
    await waitFor(() => expect(screen.getByTestId('pi-pay-phase').getAttribute('data-step')).toBe('later'));
    expect(screen.getByTestId('pi-pay-phase').textContent).toContain('will be credited as soon as Pi confirms it');
    expect(calls.find((c) => c.path === '/api/pi/complete')?.body).toEqual({ paymentId: 'p1', txid: 'tx1' });
    expect(screen.getByTestId('pi-pay-deposits')).toBeTruthy();
  });

  it('is not offered outside Pi mode', async () => {
    serve({ ...BASE, '/api/common/init': ok({ pi: { ...PI_ON.pi, enabled: false } }) });
    setProfile(member);
    await renderAt('/page/wallet/recharge');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/common/init')).toBe(true));
    await screen.findByTestId('recharge-all-closed');
    expect(screen.queryByTestId('pi-pay')).toBeNull();
  });
});
