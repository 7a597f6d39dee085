/**
 * The chains members use (docs/api.md "PI on the Pi chain", "USDT on TRON"): a Horizon stand-in (started here,
 * real signed envelopes) is configured as the Pi chain. A member opens the PI recharge page, pays the app's
 * address with their memo from a wallet of their own, and their deposit list shows it "Confirming", then
 * "Passed", with no operator. On a TRON network the recharge page shows the member's own T… address and its QR.
 */
import { startHorizon } from '@app/test-support';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import { availableOf, operatorToken, registered, setSetting } from '../support/members.ts';
import { byTestId, signedInSession, waitForRoute } from '../support/ui.ts';

/** The development mnemonic's TRON account key (m/44'/195'/0'), as in the demo seed. */
const TRON_XPUB =
  'xpub6BuRy7ZmkGfP2RWhoor1kWB1w9DvrtmJbFBvnC1bQ4SB5NbCHTyQYCJSXZtxDbFyHTmC7wkU2he3nYYdpZ3Vf6qUAkXSnL6RPif4BDtDEKr';

async function settingOf(operator: string, key: string): Promise<Record<string, unknown>> {
  const all = await api('/api/admin/config/get', {}, operator);
  return ((all.data as Array<{ key: string; value: unknown }>).find((s) => s.key === key)?.value ?? {}) as Record<
    string,
    unknown
  >;
}

test('a PI payment with the member memo shows Confirming, then Passed, without an operator', async () => {
  const horizon = await startHorizon();
  const operator = await operatorToken();
  const networks = await settingOf(operator, 'chain_networks');
  const addresses = await settingOf(operator, 'wallet_deposit_addresses');
  try {
    const [app, payer] = [await horizon.fund('1'), await horizon.fund('500')];
    await setSetting(operator, 'wallet_deposit_addresses', {
      ...addresses,
      PI: { ...(addresses.PI as object), PI: app.publicKey },
    });
    await setSetting(operator, 'chain_networks', {
      ...networks,
      PI: { kind: 'memo', confirmations: 1, horizon_url: horizon.url, network_passphrase: horizon.passphrase },
    });
    const member = await registered('pichain');
    const s = await signedInSession(member.username, member.password);
    try {
      await s.open('page/wallet/recharge');
      await byTestId(s.page, 'recharge-coin').getByText('PI', { exact: true }).click();
      await byTestId(s.page, 'recharge-chain').getByText('PI', { exact: true }).click();
      await expect(byTestId(s.page, 'recharge-address')).toContainText(app.publicKey, { timeout: 10_000 });
      await expect(byTestId(s.page, 'recharge-watched')).toBeVisible();
      const memo = (await byTestId(s.page, 'recharge-memo').innerText()).match(/\d{8,}/)![0];
      await byTestId(s.page, 'recharge-my-deposits').click();
      await waitForRoute(s.page, /^page\/wallet\/deposits$/);

      const paid = await horizon.pay(payer.secret, app.publicKey, '12.5', memo);
      expect(paid.status).toBe(200);
      // The watcher's next page read goes through at once; its look-up of the transaction is held past the
      // watcher's 10 s limit, so the deposit waits as confirming until a later pass sees it successful.
      horizon.slowNext(0);
      horizon.slowNext(12_000);
      const list = byTestId(s.page, 'deposits-list');
      await expect(list).toContainText('Confirming', { timeout: 20_000 });
      await expect(list).toContainText('12.5 PI');
      expect(await seriousViolations(s.page)).toEqual([]);
      await expect(list).toContainText('Passed', { timeout: 40_000 });
      expect(await availableOf(member.token, 'PI')).toBe('12.5000000');
    } finally {
      await s.close();
    }
  } finally {
    await setSetting(operator, 'chain_networks', networks);
    await setSetting(operator, 'wallet_deposit_addresses', addresses);
    await horizon.stop();
  }
});

test('a TRC20 recharge page shows the member own T… address and its QR', async () => {
  const operator = await operatorToken();
  const networks = await settingOf(operator, 'chain_networks');
  try {
    await setSetting(operator, 'chain_networks', { ...networks, TRC20: { kind: 'tron', xpub: TRON_XPUB, confirmations: 19 } });
    const member = await registered('tron');
    const s = await signedInSession(member.username, member.password);
    try {
      await s.open('page/wallet/recharge');
      await byTestId(s.page, 'recharge-coin').getByText('USDT', { exact: true }).click();
      await byTestId(s.page, 'recharge-chain').getByText('TRC20', { exact: true }).click();
      await expect
        .poll(() => byTestId(s.page, 'recharge-address').innerText(), { timeout: 10_000 })
        .toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      await expect(byTestId(s.page, 'recharge-qrcode')).toBeVisible();
      expect(await seriousViolations(s.page)).toEqual([]);
    } finally {
      await s.close();
    }
  } finally {
    await setSetting(operator, 'chain_networks', networks);
  }
});
