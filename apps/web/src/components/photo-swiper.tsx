/**
 * The pictures at the top of the goods page and the shop page: a strip the browser itself scrolls and snaps,
 * one picture per width, with a "1/4" count or dots over it. No script moves it, so the swipe follows the
 * finger at the phone's own frame rate, and the screen loads no animation or gesture library: the antd-mobile
 * Swiper it replaces added its spring and gesture code and a second render of the gallery to every first load
 * of these pages (bench/results/lighthouse-2026-12-01.md "changes").
 * The first picture is the screen's largest paint: fetched first, drawn at its final size; the others load as
 * they come near the view.
 */
import { PageIndicator } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './photo-swiper.css';

export interface PhotoSwiperProps {
  /** Full URLs (mediaUrl), the first one shown first. */
  photos: { src: string; alt: string }[];
  height: number;
  className: string;
  testId: string;
  /** Drawn over the pictures (a "1/4" count); dots when absent. */
  indicator?: (total: number, current: number) => ReactNode;
}

/** The picture in view: the one the strip has scrolled to, to the nearest whole picture. */
function useShownIndex(count: number) {
  const strip = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const element = strip.current;
    if (!element || count < 2) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const width = element.clientWidth;
      if (width > 0) setShown(Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / width))));
    };
    // One read per frame however many scroll events the swipe fires.
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(read);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [count]);
  return [strip, shown] as const;
}

export function PhotoSwiper({ photos, height, className, testId, indicator }: PhotoSwiperProps) {
  const { t } = useTranslation();
  const [strip, shown] = useShownIndex(photos.length);
  return (
    <div className={`${className} photo-swiper`} style={{ height }} data-testid={testId}>
      <div
        ref={strip}
        className="photo-swiper-strip"
        // Scrollable, so reachable by keyboard (arrow keys scroll it), and named for screen readers.
        tabIndex={0}
        role="region"
        aria-roledescription="carousel"
        aria-label={t('gallery.label')}
      >
        {photos.map((photo, index) => (
          <img
            key={photo.src}
            src={photo.src}
            alt={photo.alt}
            className="photo-swiper-img"
            style={{ height }}
            {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          />
        ))}
      </div>
      {photos.length > 1 &&
        (indicator ? (
          indicator(photos.length, shown)
        ) : (
          <PageIndicator className="photo-swiper-dots" total={photos.length} current={shown} color="white" />
        ))}
    </div>
  );
}
