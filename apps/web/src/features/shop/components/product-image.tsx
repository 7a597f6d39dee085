/** A product picture at a fixed size, loaded when it scrolls into view; a placeholder when missing. */
import { Image } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { mediaUrl } from '@/lib/request';

export function ProductImage({ src, size, alt = '' }: { src: string | undefined; size: number; alt?: string }) {
  return (
    <Image
      className="shop-thumb"
      src={src ? mediaUrl(src) : ''}
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
