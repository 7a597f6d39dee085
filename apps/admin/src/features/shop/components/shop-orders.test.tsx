/**
 * Shop orders in the console (docs/api.md "Delivery addresses and after-sale" → `settlement`): prices read as
 * amounts are written everywhere (12.5, not 12.500000), and a settled order's merchant figure is what the ledger
 * paid — after a half refund, not the income a receipt would have paid.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderConsole, serve } from '@/test/console.tsx';

const order = {
  id: 21,
  order_no: 'SO0021',
  product_id: 11,
  product: { name: 'Green tea', image: '', price: '12.500000' },
  quantity: 2,
  total: '25.000000',
  fee: '1.250000',
  income: '23.750000',
  settlement: { merchant: '11.875000', fee: '0.625000', buyer: '12.500000' },
  coin: 'USDT',
  status: 'completed',
  express: 'DHL',
  tracking_no: 'JD1',
  delivery: 'ship',
  address: { name: '', mobile: '', region: '', detail: '' },
  pickup_code: null,
  remark: '',
  refund: null,
  commented: false,
  timeline: [],
  buyer: { id: 7, name: 'Amy', avatar: '' },
  shop: { id: 3, name: 'Tea House', avatar: '' },
  createtime: 1_790_000_000,
  paytime: null,
  shiptime: null,
  receivetime: null,
  canceltime: null,
  expiretime: null,
  autoreceivetime: null,
  actions: [],
};

describe('shop orders', () => {
  it('shows the unit price as an amount and, once settled, what the merchant was paid', async () => {
    serve({ 'shop/orders': () => ok({ data: [order], total: 1, current_page: 1, last_page: 1, per_page: 20 }) });
    await renderConsole('/shop');
    const row = (await screen.findByText('Green tea')).closest('tr')! as HTMLElement;
    expect(within(row).getByText('12.5 × 2')).toBeTruthy();
    expect(within(row).getByText('11.875')).toBeTruthy();
    expect(within(row).queryByText('23.75')).toBeNull();
    expect(row.textContent).not.toContain('12.500000');
  });
});
