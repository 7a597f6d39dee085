/**
 * A shop page's place parts (docs/api.md "Share links and directions", "Reports of closed or moved places"):
 * directions links, sharing the server's link (system sheet or copy), "last confirmed", the closed notice, and a
 * member's "Still there" and report with a refusal shown from the envelope's message.
 */
import type { ShopDetail, UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '@/lib/session';
import { fetchMock, json, renderAt } from '@/test/render-app';
import { shopDetail } from '@/test/shop-detail';

afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
  Reflect.deleteProperty(navigator, 'share');
});

function server(detail: ShopDetail, report: { code: number; msg: string } = { code: 1, msg: '' }) {
  const sent: [string, Record<string, unknown>][] = [];
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    sent.push([path, init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}]);
    const ok = (data: unknown) => json({ code: 1, msg: '', time: '0', data });
    if (path === '/api/lable/detail') return ok(detail);
    if (path === '/api/product/getlist') return ok({ total: 0, per_page: 20, current_page: 1, last_page: 1, data: [] });
    if (path === '/api/lable/report') return json({ ...report, time: '0', data: report.code === 1 ? { report_id: 5 } : null });
    if (path === '/api/lable/stillthere') return ok({ last_confirmed: Math.floor(Date.now() / 1000) });
    return ok({});
  });
  return sent;
}

describe('shop page: directions, share and the place', () => {
  it('offers a geo: link with OpenStreetMap beside it, and shares the server link with the system sheet', async () => {
    server(shopDetail());
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await renderAt('/page/mapshop/shopdesc?id=42');
    expect((await screen.findByTestId('shop-directions')).getAttribute('href')).toBe(
      'geo:1.29,103.85?q=1.29,103.85(Kopi%20Corner)',
    );
    expect(screen.getByTestId('shop-directions-osm').getAttribute('href')).toContain(
      'openstreetmap.org/directions?to=1.29%2C103.85',
    );
    fireEvent.click(screen.getByTestId('shop-share'));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: 'Kopi Corner', text: 'Kopi Corner', url: `${location.origin}/s/shop/42` }),
    );
  });

  it('copies the link and says so where the browser cannot share', async () => {
    server(shopDetail());
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }));
    await renderAt('/page/mapshop/shopdesc?id=42');
    fireEvent.click(await screen.findByTestId('shop-share'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${location.origin}/s/shop/42`));
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('shows when it was last confirmed, and greys a place reported closed', async () => {
    server(shopDetail({ closed_reported: true }));
    await renderAt('/page/mapshop/shopdesc?id=42');
    expect((await screen.findByTestId('shop-last-confirmed')).textContent).toBe('Last confirmed: 3 d ago');
    expect(screen.getByTestId('shop-closed-reported').textContent).toContain('reported this place closed');
    expect(screen.getByTestId('shop-desc').className).toContain('is-closed-reported');
  });

  it('says a place was never confirmed, and sends a guest to sign in before reporting', async () => {
    server(shopDetail({ last_confirmed: null }));
    await renderAt('/page/mapshop/shopdesc?id=42');
    expect((await screen.findByTestId('shop-last-confirmed')).textContent).toBe('Not confirmed by a member yet');
    expect(screen.queryByTestId('shop-closed-reported')).toBeNull();
    fireEvent.click(screen.getByTestId('shop-report'));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/user\/login/));
  });

  it("lets a member report the place closed with a note, and shows the server's refusal in the sheet", async () => {
    setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);
    const sent = server(shopDetail(), { code: 0, msg: 'You already reported this place today' });
    await renderAt('/page/mapshop/shopdesc?id=42');
    fireEvent.click(await screen.findByTestId('shop-report'));
    const sheet = await screen.findByTestId('place-report');
    expect((within(sheet).getByTestId('report-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(sheet).getByTestId('report-kind-closed'));
    fireEvent.change(within(sheet).getByRole('textbox'), { target: { value: 'Shutters down for a week' } });
    fireEvent.click(within(sheet).getByTestId('report-submit'));
    expect((await within(sheet).findByTestId('report-refusal')).textContent).toBe('You already reported this place today');
    expect(sent.find(([path]) => path === '/api/lable/report')?.[1]).toEqual({
      id: 42,
      kind: 'closed',
      note: 'Shutters down for a week',
    });
  });

  it('asks for a new pin before a "moved" report can be sent, and sends a member\'s "Still there"', async () => {
    setProfile({ token: 'tok', id: 7, username: 'amy' } as UserInfo);
    const sent = server(shopDetail());
    await renderAt('/page/mapshop/shopdesc?id=42');
    fireEvent.click(await screen.findByTestId('shop-still-there'));
    await waitFor(() => expect(sent.find(([path]) => path === '/api/lable/stillthere')?.[1]).toEqual({ id: 42 }));
    expect(await screen.findByText('Thanks for confirming')).toBeTruthy();

    fireEvent.click(screen.getByTestId('shop-report'));
    const sheet = await screen.findByTestId('place-report');
    fireEvent.click(within(sheet).getByTestId('report-kind-moved'));
    expect(await within(sheet).findByText('Where is it now? Tap the map or use your position.')).toBeTruthy();
  });

  it("offers neither report nor confirmation on the merchant's own shop", async () => {
    setProfile({ token: 'tok', id: 3, username: 'kopi' } as UserInfo);
    server(shopDetail({ mine: true }));
    await renderAt('/page/mapshop/shopdesc?id=42');
    await screen.findByTestId('shop-last-confirmed');
    expect(screen.queryByTestId('shop-report')).toBeNull();
    expect(screen.queryByTestId('shop-still-there')).toBeNull();
  });
});
