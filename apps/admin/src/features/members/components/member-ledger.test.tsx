/**
 * A member's ledger in the console (docs/api.md "Admin" /api/admin/user/ledger): each posting kind in words
 * (contract POSTING_KINDS, all of which the locale test requires a text for), never the stored word alone.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '@/lib/i18n.ts';
import { queryClient } from '@/lib/query-client.ts';
import { ok, serve } from '@/test/console.tsx';
import { MemberLedger } from './member-ledger.tsx';

const entry = (id: number, type: string, amount: string, memo: Record<string, unknown> = { memo: '' }) => ({
  id,
  posting_id: 100 + id,
  bucket: 'available',
  coin: 'USDT',
  amount,
  balance: '50.000000',
  type,
  ...memo,
  createtime: 1_790_000_000 + id,
});

const p2pOrder = { memo: 'P2P order 2026120612', memo_text: { key: 'p2p_order', params: { order_no: '2026120612' } } };

async function renderLedger(locale: 'en' | 'vi') {
  serve({
    'user/ledger': () =>
      ok({
        data: [
          entry(3, 'shop_settle', '19.000000'),
          entry(2, 'p2p_trade', '-4.000000', p2pOrder),
          entry(1, 'legacy_kind', '1.000000', { memo: 'welcome bonus' }),
        ],
        total: 3,
        current_page: 1,
        last_page: 1,
        per_page: 10,
      }),
  });
  await initI18n(locale);
  await changeLanguage(locale);
  queryClient.clear();
  render(
    <QueryClientProvider client={queryClient}>
      <MemberLedger userId={7} />
    </QueryClientProvider>,
  );
  return screen.findByTestId('member-ledger');
}

describe('member ledger', () => {
  it('names each posting kind in the operator’s language', async () => {
    const table = await renderLedger('en');
    expect(await screen.findByText('Shop order settled')).toBeTruthy();
    expect(screen.getByText('P2P trade')).toBeTruthy();
    expect(screen.getByText('Other').getAttribute('title')).toBe('legacy_kind');
    expect(table.textContent).not.toContain('shop_settle');
  });

  it('says a server-written memo in the operator’s language, free text as stored', async () => {
    await renderLedger('vi');
    expect((await screen.findByText('Lệnh P2P 2026120612')).getAttribute('title')).toBe('P2P order 2026120612');
    expect(screen.getByText('welcome bonus')).toBeTruthy();
    expect(screen.getByTestId('member-ledger').textContent).not.toContain('P2P order');
  });

  it('in Vietnamese too', async () => {
    await renderLedger('vi');
    expect(await screen.findByText('Quyết toán đơn hàng')).toBeTruthy();
    expect(screen.getByText('Giao dịch P2P')).toBeTruthy();
  });
});
