/**
 * Deposits checked on chain (docs/api.md "Deposits"): a local EVM node (Hardhat, started here) with a test
 * ERC-20 is configured as the ERC20 network of USDT. A member opens recharge and sees their own address, a
 * transfer to it is mined, and their deposit list follows it — "Confirming 1/3", then 2/3, then "Passed" —
 * while the balance rises, with no operator involved. With SCREENSHOT_DIR set, the recharge page and the
 * deposit list are saved for the docs (docs/screenshots/deposit).
 */
import { mineBlocks, deployTestToken, sendTestToken, startEvmNode } from '@app/test-support';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';
import { availableOf, operatorToken, registered, setSetting } from '../support/members.ts';
import { byTestId, screenshot, signedInSession, waitForRoute } from '../support/ui.ts';

/** The development mnemonic's account-level public key ("test … junk", m/44'/60'/0'), as in the demo seed. */
const XPUB = 'xpub6Ce9NcJvTk36xtLSrJLZqE7wtgA5deCeYs7rSQtreh4cj6ByPtrg9sD7V2FNFLPnf8heNP3FGkeV9qwfzvZNSd54JoNXVsXFYSYwHsnJxqP';
/** The networks as configured by default, which the test puts back. */
const DEFAULT_NETWORKS = {
  ERC20: { kind: 'evm', confirmations: 12, explorer_tx: 'https://etherscan.io/tx/0x{hash}' },
  BEP20: { kind: 'evm', confirmations: 15, explorer_tx: 'https://bscscan.com/tx/0x{hash}' },
  PI: { kind: 'memo', confirmations: 1 },
};

test('credits a transfer to the member’s own address after 3 confirmations, without an operator', async () => {
  const node = await startEvmNode();
  const operator = await operatorToken();
  try {
    const token = await deployTestToken(node.url);
    await setSetting(operator, 'chain_networks', {
      ...DEFAULT_NETWORKS,
      ERC20: {
        kind: 'evm',
        xpub: XPUB,
        rpc_url: node.url,
        confirmations: 3,
        tokens: { USDT: { contract: token, decimals: 6 } },
        explorer_tx: 'https://explorer.test/tx/0x{hash}',
        start_block: 0,
      },
    });
    const member = await registered('dep');
    const s = await signedInSession(member.username, member.password);
    try {
      await s.open('page/wallet/recharge');
      await byTestId(s.page, 'recharge-coin').getByText('USDT', { exact: true }).click();
      await byTestId(s.page, 'recharge-chain').getByText('ERC20', { exact: true }).click();
      await expect
        .poll(() => byTestId(s.page, 'recharge-address').innerText(), { timeout: 10_000 })
        .toMatch(/^0x[0-9a-fA-F]{40}$/);
      const address = await byTestId(s.page, 'recharge-address').innerText();
      await expect(byTestId(s.page, 'recharge-watched')).toContainText('after 3 confirmations');
      expect(await seriousViolations(s.page)).toEqual([]);
      await screenshot(s.page, 'deposit/recharge-own-address');

      await sendTestToken(node.url, token, address, 30_000_000n);
      await byTestId(s.page, 'recharge-my-deposits').click();
      await waitForRoute(s.page, /^page\/wallet\/deposits$/);
      const list = byTestId(s.page, 'deposits-list');
      await expect(list).toContainText('Confirming 1/3', { timeout: 20_000 });
      await expect(list).toContainText('30 USDT · ERC20');
      expect(await seriousViolations(s.page)).toEqual([]);
      await screenshot(s.page, 'deposit/deposits-confirming');
      expect(await availableOf(member.token, 'USDT')).toBe('0.000000');

      await mineBlocks(node.url, 1);
      await expect(list).toContainText('Confirming 2/3', { timeout: 15_000 });
      await mineBlocks(node.url, 1);
      await expect(list).toContainText('Passed, credited to your wallet', { timeout: 15_000 });
      await screenshot(s.page, 'deposit/deposits-passed');
      expect(await availableOf(member.token, 'USDT')).toBe('30.000000');

      await s.open('page/wallet/wallet');
      await expect.poll(() => byTestId(s.page, 'wallet-available-USDT').innerText(), { timeout: 10_000 }).toBe('30');
    } finally {
      await s.close();
    }
  } finally {
    await setSetting(operator, 'chain_networks', DEFAULT_NETWORKS);
    node.stop();
  }
});
