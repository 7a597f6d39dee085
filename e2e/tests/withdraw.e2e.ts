/**
 * Withdrawals paid out (docs/api.md "Deposits"): a member adds a withdrawal address with the code mailed to them,
 * withdraws to it after a confirmation and follows it "In review"; the operator passes it in the console with the
 * payout transaction hash; the member then sees it "Paid" with that hash. The
 * address wait is set to 0 here so the address is usable at once (the 24-hour wait itself is tested on the server,
 * withdraw-address.routes.test.ts); the pages are checked with axe; screenshots go to docs/screenshots/wallet/.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { closedAfterAction, openConsole, openReviewQueue } from '../support/console.ts';
import { latestCode, mailCount } from '../support/mail.ts';
import { availableOf, operatorToken, setSetting } from '../support/members.ts';
import { advancedTrader } from '../support/traders.ts';
import { byTestId, confirmDialog, fillInput, screenshot, signedInSession, waitForRoute } from '../support/ui.ts';

const PAY = '135790';
// A well-formed TRC20 address (base58check, version byte 0x41): binding checks the network's format.
const ADDRESS = 'TEdvoHEatmDKvTh3o9vBRB9Vdtbhn4QFhy';
const HASH = Date.now().toString(16).padStart(64, 'c');
const shot = (page: Page, name: string) => screenshot(page, `wallet/${name}`);

test('a withdrawal passed in the console with its payout hash shows as paid to the member', async () => {
  // A verified member (two reviews), the address book, the withdrawal, the console and the member again.
  test.setTimeout(180_000);
  const operator = await operatorToken();
  const cooldown = await setSetting(operator, 'withdraw_address_cooldown_hours', 0);
  const member = await advancedTrader('wd', PAY, { USDT: '100' }, operator);
  const s = await signedInSession(member.username, member.password);
  try {
    await s.open('page/wallet/withdraw-addresses');
    await byTestId(s.page, 'withdraw-addresses-coin').getByText('USDT', { exact: true }).click();
    await byTestId(s.page, 'withdraw-addresses-chain').getByText('TRC20', { exact: true }).click();
    await expect(byTestId(s.page, 'bound-address')).toContainText('No address yet');
    const before = mailCount(member.email);
    await byTestId(s.page, 'address-send-code').click();
    const code = await latestCode(member.email, { after: before });
    await fillInput(s.page, 'address-input', ADDRESS);
    await fillInput(s.page, 'address-code', code);
    await fillInput(s.page, 'address-paypassword', PAY);
    await shot(s.page, 'address-book');
    expect(await seriousViolations(s.page)).toEqual([]);
    await byTestId(s.page, 'address-save').click();
    await confirmDialog(s.page);
    await expect(byTestId(s.page, 'bound-address')).toContainText(ADDRESS, { timeout: 10_000 });
    await expect(byTestId(s.page, 'bound-address')).toContainText('Usable');

    await s.open('page/wallet/withdraw');
    await byTestId(s.page, 'withdraw-coin').getByText('USDT', { exact: true }).click();
    await byTestId(s.page, 'withdraw-chain').getByText('TRC20', { exact: true }).click();
    await expect(byTestId(s.page, 'bound-address')).toContainText(ADDRESS, { timeout: 10_000 });
    await fillInput(s.page, 'withdraw-amount', '30');
    await fillInput(s.page, 'withdraw-paypassword', PAY);
    await byTestId(s.page, 'withdraw-submit').click();
    await confirmDialog(s.page);
    await waitForRoute(s.page, /^page\/wallet\/withdrawals$/);
    const list = byTestId(s.page, 'withdrawals-list');
    await expect(list).toContainText('In review', { timeout: 10_000 });
    await shot(s.page, 'withdrawals-in-review');
    expect(await seriousViolations(s.page)).toEqual([]);

    const queue = await api('/api/admin/review/list', { kind: 'withdraw', status: 'pending', page: 1, limit: 100 }, operator);
    const item = queue.data.data.find((i: { user_id: number }) => i.user_id === member.id);
    expect(item.detail).toMatchObject({ amount: '30.000000', address: ADDRESS, chain: 'TRC20' });

    const operatorConsole = await openConsole();
    try {
      const page = operatorConsole.page;
      await openReviewQueue(page, 'Withdrawals');
      const row = page.locator('tr').filter({ hasText: `${member.username} (#${member.id})` });
      await row.getByRole('button', { name: 'Pass' }).click();
      const dialog = page.locator('.ant-modal:visible');
      await dialog.getByTestId('payout-hash').fill(`0x${HASH}`);
      await screenshot(page, 'wallet/console-pass-with-hash');
      await dialog.getByRole('button', { name: 'Pass' }).click();
      await closedAfterAction(page, dialog);
    } finally {
      await operatorConsole.close();
    }

    await s.page.reload();
    await expect(byTestId(s.page, `withdrawal-status-${item.id}`)).toHaveText('Paid', { timeout: 15_000 });
    // The hash as stored (lower-case, no 0x), shortened: its first and last digits.
    await expect(byTestId(s.page, `withdrawal-hash-${item.id}`)).toContainText(`${HASH.slice(0, 10)}…${HASH.slice(-8)}`);
    await shot(s.page, 'withdrawals-paid');
    expect(await seriousViolations(s.page)).toEqual([]);
    expect(await availableOf(member.token, 'USDT')).toBe('70.000000');
  } finally {
    await s.close();
    await setSetting(operator, 'withdraw_address_cooldown_hours', cooldown ?? 24);
  }
});
