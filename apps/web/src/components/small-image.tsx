/**
 * A list or card picture loaded as its small copy (images are served resized, contract images.ts);
 * a picture stored before the copies existed has none, and falls back to the original once.
 */
import { Image, type ImageProps } from 'antd-mobile';
import { smallImageUrl } from '@app/contract';
import { useState } from 'react';
import { mediaUrl } from '@/lib/request';

export function SmallImage({ src, ...props }: Omit<ImageProps, 'src'> & { src: string | undefined }) {
  const [failedFor, setFailedFor] = useState<string>();
  if (!src) return <Image {...props} src={undefined} />;
  const useOriginal = failedFor === src;
  return (
    <Image
      {...props}
      src={mediaUrl(useOriginal ? src : smallImageUrl(src))}
      onError={(event) => {
        if (!useOriginal) setFailedFor(src);
        else props.onError?.(event);
      }}
    />
  );
}
