/** user/signin: the calendar marks signed days, the button signs in once and then stays disabled. */
import type { UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { fetchMock, json, renderAt } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

const scores = { s1: '1.00', s2: '2.00', s3: '3.00', s4: '4.00', s5: '5.00', s6: '6.00', s7: '10.00' };

/** A server with a two-day streak up to yesterday (2026-11-22), today 2026-11-23 unsigned. */
function fakeServer() {
  const signed = ['2026-10-31', '2026-11-21', '2026-11-22'];
  const bodies: Array<{ path: string; body: Record<string, unknown> }> = [];
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    bodies.push({ path, body });
    if (path === '/api/signin/dosign') {
      if (signed.includes('2026-11-23')) return json({ code: 0, msg: 'Already signed in today', time: '0', data: null });
      signed.push('2026-11-23');
      return json({ code: 1, msg: 'ok', time: '0', data: { score: '3.00', successions: 3 } });
    }
    const month = (body.month as string | undefined) ?? '2026-11';
    const today = signed.includes('2026-11-23');
    return json({
      code: 1,
      msg: '',
      time: '0',
      data: {
        date: month,
        list: signed.filter((d) => d.startsWith(month)),
        successions: today ? 3 : 2,
        signin: today,
        score: '3.00',
        user_score: today ? '6.00' : '3.00',
        signinscore: scores,
      },
    });
  });
  return bodies;
}

describe('sign-in page', () => {
  it('marks the signed days, signs in once with a success message, then shows today signed', async () => {
    setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);
    fakeServer();
    await renderAt('/user/signin');
    const button = await screen.findByTestId('signin-button');
    expect(screen.getByTestId('signin-successions').textContent).toBe('2');
    expect(screen.getByTestId('signin-day-2026-11-22').dataset.signed).toBe('true');
    expect(screen.getByTestId('signin-day-2026-11-23').className).toContain('is-today');
    expect(screen.getByTestId('signin-day-2026-11-23').dataset.signed).toBeUndefined();

    fireEvent.click(button);
    expect(await screen.findByText('Signed in! +3 points (streak day 3)')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('signin-day-2026-11-23').dataset.signed).toBe('true'));
    expect((screen.getByTestId('signin-button') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('signin-balance').textContent).toBe('6');
  });

  it('pages to the previous month and back, never past the current one', async () => {
    setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);
    const bodies = fakeServer();
    await renderAt('/user/signin');
    await screen.findByTestId('signin-button');
    expect((screen.getByTestId('signin-next-month') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('signin-prev-month'));
    await waitFor(() => expect(screen.getByTestId('signin-day-2026-10-31').dataset.signed).toBe('true'));
    expect(bodies.some((b) => b.path === '/api/signin/getSignin' && b.body.month === '2026-10')).toBe(true);
    fireEvent.click(screen.getByTestId('signin-next-month'));
    await waitFor(() => expect(screen.getByTestId('signin-day-2026-11-22')).toBeTruthy());
  });
});
