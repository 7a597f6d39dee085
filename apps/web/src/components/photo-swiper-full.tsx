/** The swiper of components/photo-swiper.tsx, loaded once the browser is idle (a chunk of its own). */
import { Image, Swiper } from 'antd-mobile';
import type { PhotoSwiperProps } from './photo-swiper-props';

export default function PhotoSwiperFull({ photos, height, className, testId, indicator }: PhotoSwiperProps) {
  return (
    <Swiper className={className} data-testid={testId} {...(indicator ? { indicator } : { indicatorProps: { color: 'white' } })}>
      {photos.map((photo, index) => (
        <Swiper.Item key={photo.src}>
          <Image src={photo.src} width="100%" height={height} fit="cover" lazy={index > 0} alt={photo.alt} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
