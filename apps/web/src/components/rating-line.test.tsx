/** A score shows as Rate would show it: whole and half stars in yellow, the words for screen readers. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadAllMessages } from '@/lib/i18n';
import { filledShare, RatingLine } from './rating-line';

describe('rating line', () => {
  it('fills whole and half stars, as antd-mobile Rate does with allowHalf', () => {
    expect(filledShare(5)).toBe(1);
    expect(filledShare(4.6)).toBe(0.9);
    expect(filledShare(4.3)).toBe(0.8);
    expect(filledShare(0)).toBe(0);
    expect(filledShare(7)).toBe(1);
  });

  it('draws five stars twice, the yellow row cut at the score, and names the score in words', async () => {
    await initI18n('en');
    await loadAllMessages('en');
    render(<RatingLine rating={3.5} count={12} testId="goods-rating" />);
    const line = screen.getByTestId('goods-rating');
    expect(line.getAttribute('aria-label')).toMatch(/3\.5/);
    expect(line.querySelectorAll('svg')).toHaveLength(10);
    expect((line.querySelector('.rating-stars') as HTMLElement).style.getPropertyValue('--filled')).toBe('70%');
  });

  it('counts one review in the singular and more in the plural, in languages that make the difference', async () => {
    await initI18n('en');
    await loadAllMessages('en');
    const words = (count: number) => {
      const { unmount } = render(<RatingLine rating={3} count={count} testId="goods-rating" />);
      const text = screen.getByTestId('goods-rating').getAttribute('aria-label');
      unmount();
      return text;
    };
    expect(words(1)).toBe('3.0 · 1 review');
    expect(words(2)).toBe('3.0 · 2 reviews');
    await changeLanguage('hi');
    expect(words(1)).toBe('3.0 · 1 समीक्षा');
    expect(words(4)).toBe('3.0 · 4 समीक्षाएँ');
    await changeLanguage('zh-CHS');
    expect(words(1)).toBe('3.0 · 1 条评价');
    await changeLanguage('en');
  });
});
