/** A product picture at a fixed size, loaded when it scrolls into view; a placeholder when missing. */
import { PictureOutline } from 'antd-mobile-icons';
import { SmallImage } from '@/components/small-image';

export function ProductImage({ src, size, alt = '' }: { src: string | undefined; size: number; alt?: string }) {
  return (
    <SmallImage
      className="shop-thumb"
      src={src}
      alt={alt}
      width={size}
      height={size}
      fit="cover"
      lazy
      placeholder={<PictureOutline fontSize={size / 3} />}
      fallback={<PictureOutline fontSize={size / 3} />}
    />
  );
}
