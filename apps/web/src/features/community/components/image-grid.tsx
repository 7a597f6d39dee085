/**
 * A post's pictures: one shown large, several in a three-column grid of squares. Every cell has its size
 * before the picture arrives (lazy-loaded), so the feed never jumps; a tap opens the full-screen viewer.
 */
import { Image, ImageViewer } from 'antd-mobile';
import type { MouseEvent } from 'react';
import { mediaUrl } from '@/lib/request';

export function ImageGrid({ images, testId }: { images: string[]; testId?: string }) {
  if (images.length === 0) return null;
  const urls = images.map(mediaUrl);
  const open = (index: number) => (event: MouseEvent) => {
    event.stopPropagation();
    ImageViewer.Multi.show({ images: urls, defaultIndex: index });
  };
  return (
    <div className={images.length === 1 ? 'image-grid image-grid-single' : 'image-grid'} data-testid={testId}>
      {urls.map((url, index) => (
        <div key={url + index} className="image-grid-cell" onClick={open(index)}>
          <Image src={url} fit="cover" lazy width="100%" height="100%" alt="" />
        </div>
      ))}
    </div>
  );
}
