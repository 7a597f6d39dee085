/** Console sign-in (docs/api.md "Admin"): a refused sign-in shows the server's own (localized) words above the form. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refused, renderConsole, serve } from '@/test/console.tsx';

function signIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('shows the server message for a wrong password and stays on the form', async () => {
    const sent = serve({ login: () => refused(0, 'Wrong username or password (8 tries left)') });
    await renderConsole('/login', { signedIn: false });
    signIn('root', 'not-the-password');
    expect(await screen.findByText('Wrong username or password (8 tries left)')).toBeTruthy();
    expect(sent.find((r) => r.path === 'login')?.body).toEqual({ username: 'root', password: 'not-the-password' });
    expect(localStorage.getItem('admin.token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('asks for both fields before sending anything', async () => {
    const sent = serve({});
    await renderConsole('/login', { signedIn: false });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your username')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    await waitFor(() => expect(sent.filter((r) => r.path === 'login')).toEqual([]));
  });
});
