/**
 * Spec §5: the agreements read on login and registration are the operator's text in the app's language,
 * laid out in sections; before it arrives the app's short summary stands in.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fetchMock, renderAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const user = {
  type: 'user',
  title: 'User Agreement',
  content:
    '## 3. Custody of funds\nBalances are held by the platform.\n\n## 4. Fees and limits\nFees are shown before you confirm.',
};

describe('agreement popup', () => {
  it('shows the operator’s agreement in sections, asked for in the app’s language', async () => {
    answer({ '/api/common/agreement': { code: 1, msg: '', time: '0', data: user } });
    await renderAt('/user/login');
    fireEvent.click(await screen.findByText('User Agreement'));
    const doc = await screen.findByTestId('agreement-user');
    await waitFor(() => expect(within(doc).getByRole('heading', { name: '3. Custody of funds' })).toBeTruthy());
    expect(within(doc).getByText('Fees are shown before you confirm.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/common/agreement')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ type: 'user' });
    expect(new Headers(call[1]!.headers).get('accept-language')).toBe('en');
  });

  it('keeps the short summary when the text cannot be fetched', async () => {
    answer({ '/api/common/agreement': { code: 0, msg: 'offline', time: '0', data: null } });
    await renderAt('/user/login');
    fireEvent.click(await screen.findByText('Privacy Policy'));
    const doc = await screen.findByTestId('agreement-privacy');
    expect(within(doc).getByText(/We keep your email, profile and activity only to run the service/)).toBeTruthy();
  });
});
