/** What components/photo-swiper.tsx and the swiper it loads later (photo-swiper-full.tsx) both take. */
import type { ReactNode } from 'react';

export interface PhotoSwiperProps {
  /** Full URLs (mediaUrl), the first one shown first. */
  photos: { src: string; alt: string }[];
  height: number;
  className: string;
  testId: string;
  /** Drawn over the pictures (a "1/4" count); the swiper's dots when absent. */
  indicator?: (total: number, current: number) => ReactNode;
}
