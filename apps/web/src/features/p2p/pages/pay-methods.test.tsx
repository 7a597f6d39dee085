/**
 * Payment methods (docs/api.md "P2P with payment methods", "P2P in the members' own money" → "Providers"): the list
 * with each method's type or provider, an empty state, adding one of a currency's providers with the contract's
 * checks (no provider or an empty account is refused before sending) and the payment password, editing by id, and deleting
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

  it('refuses a method without a provider or account before sending, then saves an OPay method with the payment password', async () => {
    let saved: PayMethod[] = [];
    const calls = fakeServer({
      ...signInAdvanced(),
      '/api/ctoc/paymethods': () => saved,
      '/api/ctoc/savepaymethod': (body: Record<string, unknown>) =>
        (saved = [
          { ...(body as unknown as PayMethod), type: 'mobile', provider: { id: 22, name: 'OPay', fiat: 'NGN' }, id: 9 },
        ])[0],
    });
    await renderAt('/page/business/paymethods');
    await screen.findByTestId('p2p-pms-empty');
    fireEvent.click(screen.getByTestId('p2p-pm-add'));
    // an English reader starts in US dollars; naira's providers come once NGN is chosen
    fireEvent.click(await screen.findByText('NGN'));
    typeInto('p2p-pm-name', 'Amy Ade');
    fireEvent.click(screen.getByTestId('p2p-pm-submit'));
    expect((await screen.findByTestId('p2p-pm-provider-error')).textContent).toBe('Choose a payment provider');
    expect(calls.some((c) => c.path === '/api/ctoc/savepaymethod')).toBe(false);

    // OPay holds a phone number and names no bank
    fireEvent.click(await screen.findByText('OPay'));
    expect(await screen.findByText('Phone number')).toBeTruthy();
    expect(screen.queryByTestId('p2p-pm-bank')).toBeNull();
    fireEvent.click(screen.getByTestId('p2p-pm-submit'));
    expect(await screen.findByText(/Account/, { selector: '.adm-form-item-feedback-error' })).toBeTruthy();
    typeInto('p2p-pm-account', '+2348030000001');
    fireEvent.click(screen.getByTestId('p2p-pm-submit'));
    fireEvent.change(await screen.findByTestId('p2p-passcode'), { target: { value: '123456' } });
    expect((await screen.findByTestId('p2p-pm-9-account')).textContent).toBe('+2348030000001');
    expect(screen.getByTestId('p2p-pm-9-type').textContent).toBe('OPay · NGN');
    expect(calls.find((c) => c.path === '/api/ctoc/savepaymethod')!.body).toEqual({
      provider: 22,
      name: 'Amy Ade',
      account: '+2348030000001',
      paypassword: '123456',
    });
  });

  it('edits a method of before providers with its id and kind, and deletes one only after the confirmation', async () => {
    const calls = fakeServer({ ...signInAdvanced(), '/api/ctoc/paymethods': [momo, bank], '/api/ctoc/savepaymethod': bank });
    await renderAt('/page/business/paymethods');
    fireEvent.click(await screen.findByTestId('p2p-pm-edit-5'));
    typeInto('p2p-pm-account', '9876543210');
    fireEvent.click(screen.getByTestId('p2p-pm-submit'));
    fireEvent.change(await screen.findByTestId('p2p-passcode'), { target: { value: '123456' } });
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/ctoc/savepaymethod')?.body).toEqual({
        id: 5,
        type: 'bank',
        name: 'Amy Ade',
        account: '9876543210',
        paypassword: '123456',
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
