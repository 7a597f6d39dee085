/** Registration: invitation code from a shared link, contract password rule, email code before sending. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fetchMock, renderAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('register page', () => {
  it('prefills the invitation code from ?invite_code= or ?code=', async () => {
    answer({});
    await renderAt('/user/register?code=FRIEND7');
    expect(((await screen.findByTestId('register-invite')) as HTMLInputElement).value).toBe('FRIEND7');
  });

  it('explains the 8+ upper/lower/digit rule for a weak password', async () => {
    answer({});
    await renderAt('/user/register?invite_code=X1');
    fireEvent.change(await screen.findByTestId('register-password'), { target: { value: 'password' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText(/at least 8 characters with an uppercase letter/)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user/register')).toEqual([]);
  });

  it('sends the email code for event register and then counts down', async () => {
    answer({});
    await renderAt('/user/register');
    fireEvent.change(await screen.findByTestId('register-email'), { target: { value: 'New@Example.com' } });
    fireEvent.click(screen.getByTestId('register-send-code'));
    await waitFor(() => expect(screen.getByTestId('register-send-code').textContent).toMatch(/Resend in 60 s/));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/ems/send')!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({ email: 'New@Example.com', event: 'register' });
    expect((screen.getByTestId('register-send-code') as HTMLButtonElement).disabled).toBe(true);
  });
});
