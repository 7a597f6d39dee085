/**
 * The Pi Platform stand-in's app-to-user paths (docs/api.md "PI on the Pi chain" → app-to-user payments), as
 * the server's payout calls them (wallet/pi-a2u-payouts.ts): create with the server key, one open payment per user
 * (`ongoing_payment_found` naming it), listed as incomplete until completed with the txid.
 */
import { startPiPlatform, type PiPlatformStandIn } from '@app/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('Pi Platform stand-in: app-to-user payments', () => {
  let pi: PiPlatformStandIn;
  beforeAll(async () => {
    pi = await startPiPlatform();
  });
  afterAll(() => pi?.stop());

  const call = async (method: string, path: string, body?: unknown, key = pi.apiKey) => {
    const res = await fetch(`${pi.url}${path}`, {
      method,
      headers: { authorization: `Key ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };

  it('creates one open payment per user, lists it as incomplete and completes it with the txid', async () => {
    const user = pi.addUser();
    pi.setWalletAddress(user.uid, 'GUSERWALLET');
    const payment = { amount: 3.5, memo: 'Withdrawal 42', metadata: { withdrawal: 42 }, uid: user.uid };
    expect((await call('POST', '/v2/payments', { payment }, 'wrong')).body.error).toBe('invalid_key');
    const made = await call('POST', '/v2/payments', { payment });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      user_uid: user.uid,
      amount: 3.5,
      memo: 'Withdrawal 42',
      metadata: { withdrawal: 42 },
      direction: 'app_to_user',
      from_address: pi.appAddress,
      to_address: 'GUSERWALLET',
      transaction: null,
      status: { developer_completed: false, cancelled: false },
    });
    const again = await call('POST', '/v2/payments', { payment });
    expect(again).toMatchObject({ status: 400, body: { error: 'ongoing_payment_found' } });
    expect(again.body.payment.identifier).toBe(made.body.identifier);
    const incomplete = await call('GET', '/v2/payments/incomplete_server_payments');
    expect(incomplete.body.incomplete_server_payments.map((p: { identifier: string }) => p.identifier)).toContain(
      made.body.identifier,
    );

    const id = made.body.identifier as string;
    expect((await call('POST', `/v2/payments/${id}/complete`, { txid: 'nope' })).body.error).toBe('invalid_txid');
    const txid = 'ab'.repeat(32);
    const done = await call('POST', `/v2/payments/${id}/complete`, { txid });
    expect(done.body).toMatchObject({ status: { developer_completed: true }, transaction: { txid, verified: true } });
    expect((await call('POST', `/v2/payments/${id}/complete`, { txid })).body.error).toBe('already_completed');
    const after = await call('GET', '/v2/payments/incomplete_server_payments');
    expect(after.body.incomplete_server_payments).toEqual([]);
    expect((await call('POST', '/v2/payments', { payment })).status).toBe(200);
  });

  it('refuses a payment without amount, memo, metadata or uid, and an unknown user', async () => {
    const user = pi.addUser();
    const bad = await call('POST', '/v2/payments', { payment: { amount: 0, memo: 'x', metadata: {}, uid: user.uid } });
    expect(bad).toMatchObject({ status: 400, body: { error: 'invalid_payment' } });
    const nobody = await call('POST', '/v2/payments', { payment: { amount: 1, memo: 'x', metadata: {}, uid: 'nobody' } });
    expect(nobody).toMatchObject({ status: 404, body: { error: 'user_not_found' } });
  });
});
