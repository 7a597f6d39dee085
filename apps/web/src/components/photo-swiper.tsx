/**
 * The pictures at the top of the goods page and the shop page, in a swiper. The first picture is the screen's
 * largest paint: it is drawn at once as a plain <img> at its final size, fetched first, and the swiper
 * (antd-mobile Swiper, with its spring animation and gesture code) loads once the browser is idle and takes
 * its place on the same first picture, so the picture no longer waits for that code
 * (bench/results/lighthouse-2026-11-28-pages.md "goods details", "shop page").
 */
import { lazy, Suspense } from 'react';
import type { PhotoSwiperProps } from './photo-swiper-props';
import { useIdle } from './use-idle';
import './photo-swiper.css';

const FullSwiper = lazy(() => import('./photo-swiper-full'));

function FirstPhoto({ photos, height, className, testId, indicator }: PhotoSwiperProps) {
  const first = photos[0];
  return (
    <div className={`${className} photo-swiper-first`} style={{ height }} data-testid={testId}>
      {first && <img src={first.src} alt={first.alt} fetchPriority="high" className="photo-swiper-img" style={{ height }} />}
      {indicator?.(photos.length, 0)}
    </div>
  );
}

export function PhotoSwiper(props: PhotoSwiperProps) {
  const idle = useIdle();
  const first = <FirstPhoto {...props} />;
  if (!idle) return first;
  return (
    <Suspense fallback={first}>
      <FullSwiper {...props} />
    </Suspense>
  );
}
