/** The download page: the browser's install offer when there is one, the configured store links only. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const init = (download: { android: string; ios: string }) => ({
  '/api/common/init': { code: 1, msg: '', time: '0', data: { version: '1.5.3', download } },
});

describe('download page', () => {
  it('explains how to install when the browser makes no offer, and says the stores have no app yet', async () => {
    answer(init({ android: '', ios: '' }));
    await renderAt('/user/downpage');
    expect((await screen.findByTestId('download-how')).textContent).toContain('Add to Home screen');
    expect(await screen.findByTestId('download-no-stores')).toBeTruthy();
    expect(screen.queryByTestId('download-android')).toBeNull();
  });

  it("offers the browser's install prompt once it is made, and shows only the configured store link", async () => {
    answer(init({ android: 'https://play.example/app', ios: '' }));
    await renderAt('/user/downpage');
    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByTestId('download-install'));
    expect(prompt).toHaveBeenCalledTimes(1);
    await screen.findByTestId('download-installed');
    expect(await screen.findByTestId('download-android')).toBeTruthy();
    expect(screen.queryByTestId('download-ios')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('download-no-stores')).toBeNull());
  });
});
