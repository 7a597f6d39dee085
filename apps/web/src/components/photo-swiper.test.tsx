/** The gallery strip: every picture in it, the first fetched first, and the count following the swipe. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n, loadAllMessages } from '@/lib/i18n';
import { PhotoSwiper } from './photo-swiper';

const photos = ['/a.jpg', '/b.jpg', '/c.jpg'].map((src, index) => ({ src, alt: `Tea ${index + 1}` }));

async function renderGallery(indicator?: (total: number, current: number) => string) {
  await initI18n('en');
  await loadAllMessages('en');
  render(<PhotoSwiper photos={photos} height={375} className="g" testId="goods-swiper" indicator={indicator} />);
  return screen.getByRole('region', { name: 'Photos' });
}

/** jsdom lays nothing out: the strip is given the phone's width and scrolled as a swipe would. */
async function swipeTo(strip: HTMLElement, left: number) {
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 375 });
  strip.scrollLeft = left;
  fireEvent.scroll(strip);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('photo swiper', () => {
  it('shows every picture, the first fetched first and the others lazily', async () => {
    const strip = await renderGallery();
    const images = Array.from(strip.querySelectorAll('img'));
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Tea 1', 'Tea 2', 'Tea 3']);
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]!.getAttribute('loading')).toBeNull();
    expect(images.slice(1).map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(strip.tabIndex).toBe(0);
  });

  it('counts the picture the strip has been swiped to', async () => {
    const strip = await renderGallery((total, current) => `${current + 1}/${total}`);
    expect(screen.getByText('1/3')).toBeTruthy();
    await swipeTo(strip, 375 * 2 - 40);
    expect(screen.getByText('3/3')).toBeTruthy();
    await swipeTo(strip, 380);
    expect(screen.getByText('2/3')).toBeTruthy();
  });

  it('draws dots without a count, the swiped-to one active', async () => {
    const strip = await renderGallery();
    const dots = () => Array.from(document.querySelectorAll('.adm-page-indicator-dot'));
    expect(dots()).toHaveLength(3);
    await swipeTo(strip, 375);
    expect(dots().findIndex((dot) => dot.classList.contains('adm-page-indicator-dot-active'))).toBe(1);
  });
});
