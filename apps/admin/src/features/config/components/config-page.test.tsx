/**
 * Configuration (docs/api.md "Admin": /config/get, /config/set): a JSON setting of a map per coin reads as one
 * labelled field per coin (a switch, a text), a map of maps as nested fields, and is saved as the whole value;
 * any JSON setting can still be edited as text; labels sit above their fields.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderConsole, serve } from '@/test/console.tsx';

const settings = [
  {
    key: 'wallet_recharge_enabled',
    type: 'json',
    value: { PI: true, USDT: true, COIN: false },
    default: { PI: true, USDT: true, COIN: false },
    description: 'Coins whose recharge is open',
  },
  {
    key: 'withdraw_daily_limits',
    type: 'json',
    value: { PI: { basic: '500', advanced: '20000' } },
    default: {},
    description: 'Daily withdrawal limit per verification level',
  },
];

const saved = (sent: ReturnType<typeof serve>) => sent.filter((r) => r.path === 'config/set').map((r) => r.body);
const saveButtonOf = (fields: HTMLElement) =>
  [...fields.closest('.ant-form-item')!.querySelectorAll('button')].find((b) => b.textContent === 'Save')!;

describe('JSON settings as fields', () => {
  it('shows a map per coin as a switch per coin and saves the whole map', async () => {
    const sent = serve({ 'config/get': () => ok(settings), 'config/set': (body) => ok(body) });
    await renderConsole('/config');
    fireEvent.click(await screen.findByText(/^Wallet/));
    const fields = await screen.findByTestId('setting-wallet_recharge_enabled-fields');
    expect(fields.textContent).not.toContain('{');
    const coin = fields.querySelector<HTMLButtonElement>('button[role="switch"][aria-label="COIN"]')!;
    expect(coin.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(coin);
    fireEvent.click(saveButtonOf(fields));
    await waitFor(() =>
      expect(saved(sent)).toEqual([{ key: 'wallet_recharge_enabled', value: { PI: true, USDT: true, COIN: true } }]),
    );
    expect(document.querySelector('.ant-form-vertical')).toBeTruthy();
  });

  it('shows a map of maps as nested fields and can switch to JSON text', async () => {
    const sent = serve({ 'config/get': () => ok(settings), 'config/set': (body) => ok(body) });
    await renderConsole('/config');
    fireEvent.click(await screen.findByText(/^Wallet/));
    const fields = await screen.findByTestId('setting-withdraw_daily_limits-fields');
    const advanced = fields.querySelector<HTMLInputElement>('input[aria-label="PI · advanced"]')!;
    expect(advanced.value).toBe('20000');
    fireEvent.change(advanced, { target: { value: '25000' } });
    fireEvent.click(saveButtonOf(fields));
    await waitFor(() =>
      expect(saved(sent)).toEqual([{ key: 'withdraw_daily_limits', value: { PI: { basic: '500', advanced: '25000' } } }]),
    );
    fireEvent.click(within(fields).getByText('Edit as JSON'));
    await waitFor(() =>
      expect(document.querySelector<HTMLTextAreaElement>('textarea[aria-label="withdraw_daily_limits"]')?.value).toContain(
        '"advanced": "25000"',
      ),
    );
  });
});

describe('Pi mode line', () => {
  it('says Pi mode is on with its network and sandbox', async () => {
    serve({ 'config/get': () => ok(settings), 'pi/status': () => ok({ enabled: true, sandbox: true, network: 'Pi Testnet' }) });
    await renderConsole('/config');
    expect((await screen.findByTestId('pi-mode-line')).textContent).toBe('Pi mode is on: Pi Testnet, Pi sandbox');
  });

  it('says Pi mode is off in the reader language', async () => {
    serve({ 'config/get': () => ok(settings), 'pi/status': () => ok({ enabled: false, sandbox: false, network: null }) });
    await renderConsole('/config', { locale: 'ja' });
    expect((await screen.findByTestId('pi-mode-line')).textContent).toBe(
      'Pi モード: オフ。アプリはウェブサイトとして動いています（PI_API_KEY を設定すると Pi アプリになります）',
    );
  });
});
