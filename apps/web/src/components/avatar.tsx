/** A member avatar: lazy-loaded, fixed size (no layout jump), round, with a neutral fallback. */
import { Image } from 'antd-mobile';
import { UserOutline } from 'antd-mobile-icons';
import { mediaUrl } from '@/lib/request';

export function Avatar({ src, size = 64, alt = '' }: { src?: string; size?: number; alt?: string }) {
  const fallback = (
    <span className="avatar-fallback" style={{ fontSize: size * 0.55 }}>
      <UserOutline />
    </span>
  );
  return (
    <Image
      className="avatar"
      src={src ? mediaUrl(src) : undefined}
      alt={alt}
      width={size}
      height={size}
      fit="cover"
      lazy
      placeholder={fallback}
      fallback={fallback}
      style={{ borderRadius: '50%', flex: 'none' }}
    />
  );
}
