/**
 * Recharge (docs/api.md "Wallet, points and transfers"): recharge submitted → approved in the console → balance and
 * log updated. A member opens the recharge page, sees the USDT deposit address with its QR code, submits the
 * transaction hash after confirming and finds it waiting for review in their deposit list; the operator passes the
 * deposit in the review queue; the wallet and the balance log show the credit.
 */
import { expect, test } from '../support/test.ts';
import { api, newMember } from '../support/api.ts';
import { newSession } from '../support/browser.ts';
import { openConsole } from '../support/console.ts';
import { ADMIN } from '../support/server.ts';
import { latestCode, mailCount } from '../support/mail.ts';
import { byTestId, confirmDialog, fillInput, LOGIN_ROUTE, logInThroughUi, storedToken, waitForRoute } from '../support/ui.ts';

async function registered() {
  const member = newMember('wal');
  const before = mailCount(member.email);
  expect((await api('/api/ems/send', { email: member.email, event: 'register' })).code).toBe(1);
  const code = await latestCode(member.email, { after: before });
  const res = await api('/api/user/register', { ...member, code, invite_code: 'DEMO8888' });
  expect(res.code).toBe(1);
  return { ...member, id: res.data.userinfo.id as number };
}

test('credits a recharge the console passed, in the wallet and the balance log', async () => {
  const member = await registered();
  const s = await newSession();
  try {
    await s.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await s.open(LOGIN_ROUTE);
    await logInThroughUi(s.page, member.username, member.password);
    await expect.poll(() => storedToken(s.page), { timeout: 10_000 }).not.toBe('');

    await s.open('page/wallet/recharge');
    await byTestId(s.page, 'recharge-coin').getByText('USDT', { exact: true }).click();
    await expect.poll(() => byTestId(s.page, 'recharge-address').innerText(), { timeout: 10_000 }).toMatch(/^T/);
    expect(await byTestId(s.page, 'recharge-qrcode').getAttribute('src')).toMatch(/^data:image\/png/);
    // A TRC20 transaction id: 64 hex digits, stored lower-case without a prefix (packages/contract tx-hash.ts).
    const hash = Date.now().toString(16).padStart(64, 'e');
    await fillInput(s.page, 'recharge-amount', '25.5');
    await fillInput(s.page, 'recharge-hash', hash);
    await byTestId(s.page, 'recharge-submit').click();
    await confirmDialog(s.page);
    await waitForRoute(s.page, /^page\/wallet\/deposits$/);
    await expect(byTestId(s.page, 'deposits-list')).toContainText('Waiting for review', { timeout: 10_000 });

    const operator = (await api('/api/admin/login', ADMIN)).data.token as string;
    const queue = await api('/api/admin/review/list', { kind: 'deposit', status: 'pending', page: 1, limit: 100 }, operator);
    const item = queue.data.data.find((i: { user_id: number }) => i.user_id === member.id);
    expect(item.detail).toMatchObject({ amount: '25.500000', hash, coin: 'USDT' });
    const operatorConsole = await openConsole();
    try {
      await operatorConsole.pass('Deposits', hash);
    } finally {
      await operatorConsole.close();
    }
    const passed = async () => {
      const list = await api('/api/admin/review/list', { kind: 'deposit', status: 'passed', page: 1, limit: 100 }, operator);
      return list.data.data.some((i: { id: number }) => i.id === item.id);
    };
    await expect.poll(passed, { timeout: 10_000 }).toBe(true);

    await s.open('page/wallet/wallet');
    await expect.poll(() => byTestId(s.page, 'wallet-available-USDT').innerText(), { timeout: 10_000 }).toBe('25.5');
    await byTestId(s.page, 'wallet-to-log').click();
    await waitForRoute(s.page, /^page\/balance\/log$/);
    await expect.poll(() => byTestId(s.page, 'log-list').innerText(), { timeout: 10_000 }).toContain('+25.5 USDT');
  } finally {
    await s.close();
  }
});
