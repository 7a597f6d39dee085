/**
 * Payment methods (docs/api.md "P2P with payment methods"): the list with each method's type, an empty state,
 * adding with the contract's checks (an empty account is refused before sending), editing by id, and deleting
 * only after the confirmation; the screen is reached from Me.
 */
import type { PayMethod } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { renderAt } from '@/test/render-app';
import { tapInDialog } from '@/test/dialog';
import { fakeServer, signInAdvanced } from '../test/fake-server';

const momo: PayMethod = { id: 4, type: 'mobile', name: 'Amy Ade', account: '+2348030000001', bank: 'MTN MoMo' };
const bank: PayMethod = { id: 5, type: 'bank', name: 'Amy Ade', account: '0123456789' };

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const typeInto = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('payment methods', () => {
  it('lists my methods with their type, and says so when there are none', async () => {
    fakeServer({ ...signInAdvanced(), '/api/ctoc/paymethods': [momo, bank] });
    await renderAt('/page/business/paymethods');
    expect((await screen.findByTestId('p2p-pm-4-type')).textContent).toBe('Mobile money');
    expect(screen.getByTestId('p2p-pm-4-account').textContent).toBe('+2348030000001');
    expect(screen.getByTestId('p2p-pm-4').textContent).toContain('MTN MoMo');
    expect(screen.getByTestId('p2p-pm-5-type').textContent).toBe('Bank transfer');

    fakeServer({ ...signInAdvanced(), '/api/ctoc/paymethods': [] });
    await renderAt('/page/business/paymethods');
    expect((await screen.findByTestId('p2p-pms-empty')).textContent).toContain('No payment methods yet');
  });

  it('refuses a method without an account before sending, then saves a mobile-money method', async () => {
    let saved: PayMethod[] = [];
    const calls = fakeServer({
      ...signInAdvanced(),
      '/api/ctoc/paymethods': () => saved,
      '/api/ctoc/savepaymethod': (body: Record<string, unknown>) => (saved = [{ ...(body as unknown as PayMethod), id: 9 }])[0],
    });
    await renderAt('/page/business/paymethods');
    await screen.findByTestId('p2p-pms-empty');
    fireEvent.click(screen.getByTestId('p2p-pm-add'));
    fireEvent.click(await screen.findByText('Bank transfer'));
    fireEvent.click(screen.getByText('Mobile money'));
    typeInto('p2p-pm-name', 'Amy Ade');
    fireEvent.click(screen.getByTestId('p2p-pm-submit'));
    expect(await screen.findByText(/Account/, { selector: '.adm-form-item-feedback-error' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/ctoc/savepaymethod')).toBe(false);

    typeInto('p2p-pm-account', '+2348030000001');
    typeInto('p2p-pm-bank', 'MTN MoMo');
    fireEvent.click(screen.getByTestId('p2p-pm-submit'));
    expect((await screen.findByTestId('p2p-pm-9-account')).textContent).toBe('+2348030000001');
    expect(calls.find((c) => c.path === '/api/ctoc/savepaymethod')!.body).toEqual({
      type: 'mobile',
      name: 'Amy Ade',
      account: '+2348030000001',
      bank: 'MTN MoMo',
    });
  });

  it('edits a method with its id and deletes one only after the confirmation', async () => {
    const calls = fakeServer({ ...signInAdvanced(), '/api/ctoc/paymethods': [momo, bank], '/api/ctoc/savepaymethod': bank });
    await renderAt('/page/business/paymethods');
    fireEvent.click(await screen.findByTestId('p2p-pm-edit-5'));
    typeInto('p2p-pm-account', '9876543210');
    fireEvent.click(screen.getByTestId('p2p-pm-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/ctoc/savepaymethod')?.body).toEqual({
        id: 5,
        type: 'bank',
        name: 'Amy Ade',
        account: '9876543210',
      }),
    );

    fireEvent.click(screen.getByTestId('p2p-pm-delete-4'));
    expect((await screen.findByTestId('p2p-pm-delete-confirm')).textContent).toContain('+2348030000001');
    await tapInDialog('Cancel');
    await waitFor(() => expect(screen.queryByTestId('p2p-pm-delete-confirm')).toBeNull());
    expect(calls.some((c) => c.path === '/api/ctoc/delpaymethod')).toBe(false);
    fireEvent.click(screen.getByTestId('p2p-pm-delete-4'));
    await screen.findByTestId('p2p-pm-delete-confirm');
    fireEvent.click(screen.getAllByText('Delete').at(-1)!);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/ctoc/delpaymethod')?.body).toEqual({ id: 4 }));
  });

  it('is reached from Me', async () => {
    const noLabels = { total: 0, per_page: 100, current_page: 1, last_page: 1, data: [] };
    fakeServer({
      ...signInAdvanced(),
      '/api/ctoc/paymethods': [momo],
      '/api/ctoc/getwallet': [],
      '/api/lable/getmyable': noLabels,
    });
    await renderAt('/pages/my/my');
    fireEvent.click(await screen.findByTestId('me-entry-pay_methods'));
    expect(await screen.findByTestId('p2p-pm-4')).toBeTruthy();
  });
});
