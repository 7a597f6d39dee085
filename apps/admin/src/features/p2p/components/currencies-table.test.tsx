/**
 * The P2P currencies tab (docs/api.md "P2P in the members' own money", console paths → currencies): every currency
 * with its bounds and reference price ("0" reads as no bound); an operator with config.set enables one and sets
 * its bounds and reference price, sent with the currency's code and decimals; without config.set nothing changes.
 */
import { ADMIN_PERMISSIONS, type AdminP2pCurrency } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, ok, renderConsole, serve } from '@/test/console.tsx';

const NGN: AdminP2pCurrency = {
  code: 'NGN',
  decimals: 2,
  enabled: false,
  min_amount: '0',
  max_amount: '500000',
  reference_price: '0',
};

async function currenciesTab() {
  await renderConsole('/p2p');
  fireEvent.click(await screen.findByText('Currencies'));
  return (await screen.findByText('NGN')).closest('tr')! as HTMLElement;
}

const saves = (sent: ReturnType<typeof serve>) => sent.filter((r) => r.path === 'p2p/currency').map((r) => r.body);

describe('P2P currencies tab', () => {
  it('lists each currency with its bounds and reference price, "0" as no bound', async () => {
    serve({ 'p2p/currencies': () => ok([NGN]) });
    const row = await currenciesTab();
    expect(within(row).getByText('Off')).toBeTruthy();
    expect(within(row).getByText('500000')).toBeTruthy();
    expect(within(row).getAllByText('No bound')).toHaveLength(2);
  });

  it('enables a currency and sets its bounds and reference price', async () => {
    const sent = serve({
      'p2p/currencies': () => ok([NGN]),
      'p2p/currency': (body) => ok(body),
    });
    const row = await currenciesTab();
    fireEvent.click(button(row, 'Edit'));
    const dialog = (await screen.findByText('Edit NGN')).closest('.ant-modal')! as HTMLElement;
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.change(within(dialog).getByLabelText('Least order total'), { target: { value: '1000' } });
    fireEvent.change(within(dialog).getByLabelText('Reference price per PI'), { target: { value: '1550.50' } });
    expect(saves(sent)).toEqual([]);
    fireEvent.click(button(dialog, 'Save'));
    await waitFor(() =>
      expect(saves(sent)).toEqual([
        { code: 'NGN', decimals: 2, enabled: true, min_amount: '1000', max_amount: '500000', reference_price: '1550.50' },
      ]),
    );
  });

  it('offers no edit without config.set', async () => {
    serve(
      { 'p2p/currencies': () => ok([NGN]) },
      ADMIN_PERMISSIONS.filter((p) => p !== 'config.set'),
    );
    const row = await currenciesTab();
    expect([...row.querySelectorAll('button')].filter((b) => b.textContent === 'Edit')).toHaveLength(0);
  });
});

describe('P2P providers of a currency', () => {
  const opay = { id: 5, fiat: 'NGN', name: 'OPay', type: 'mobile', account_label: 'phone', needs_bank: false, enabled: true };

  async function providers(sent: ReturnType<typeof serve>) {
    const row = await currenciesTab();
    fireEvent.click(row.querySelector('.ant-table-row-expand-icon')!);
    const table = await screen.findByTestId('providers-NGN');
    await within(table).findByText('OPay');
    expect(sent.filter((r) => r.path === 'p2p/providers').at(-1)!.body).toEqual({ fiat: 'NGN' });
    return table;
  }

  it('lists a currency’s providers and adds one for that currency', async () => {
    const sent = serve({
      'p2p/currencies': () => ok([NGN]),
      'p2p/providers': () => ok([opay]),
      'p2p/provider': (body) => ok({ id: 6, ...body }),
    });
    const table = await providers(sent);
    expect(within(table).getByText('Mobile money')).toBeTruthy();
    expect(within(table).getByText('Phone number')).toBeTruthy();
    fireEvent.click(await screen.findByText('Add provider'));
    const dialog = (await screen.findByText('Add a provider for NGN')).closest('.ant-modal')! as HTMLElement;
    fireEvent.click(button(dialog, 'Save'));
    expect(await within(dialog).findByText('Enter the provider name')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Provider'), { target: { value: 'Kuda' } });
    fireEvent.click(button(dialog, 'Save'));
    await waitFor(() =>
      expect(sent.filter((r) => r.path === 'p2p/provider').map((r) => r.body)).toEqual([
        { name: 'Kuda', type: 'bank', account_label: 'account_number', needs_bank: false, enabled: true, fiat: 'NGN' },
      ]),
    );
  });

  it('changes a provider by its id', async () => {
    const sent = serve({
      'p2p/currencies': () => ok([NGN]),
      'p2p/providers': () => ok([opay]),
      'p2p/provider': (body) => ok(body),
    });
    const table = await providers(sent);
    fireEvent.click(button(table, 'Edit'));
    const dialog = (await screen.findByText('Edit provider')).closest('.ant-modal')! as HTMLElement;
    const [, enabled] = within(dialog).getAllByRole('switch');
    fireEvent.click(enabled!);
    fireEvent.click(button(dialog, 'Save'));
    await waitFor(() =>
      expect(sent.filter((r) => r.path === 'p2p/provider').map((r) => r.body)).toEqual([{ ...opay, enabled: false }]),
    );
  });
});
