/**
 * A post's pictures: one shown large, several in a three-column grid of squares. Every cell has its size
 * before the picture arrives (lazy-loaded), so the feed never jumps; a tap opens the full-screen viewer.
 */
import { ImageViewer } from 'antd-mobile';
import type { MouseEvent } from 'react';
import { mediaUrl } from '@/lib/request';
import { SmallImage } from '@/components/small-image';

export function ImageGrid({ images, testId }: { images: string[]; testId?: string }) {
  if (images.length === 0) return null;
  const urls = images.map(mediaUrl);
  const open = (index: number) => (event: MouseEvent) => {
    event.stopPropagation();
    ImageViewer.Multi.show({ images: urls, defaultIndex: index });
  };
  return (
    <div className={images.length === 1 ? 'image-grid image-grid-single' : 'image-grid'} data-testid={testId}>
      {images.map((image, index) => (
        <div key={image + index} className="image-grid-cell" onClick={open(index)}>
          <SmallImage src={image} fit="cover" lazy width="100%" height="100%" alt="" />
        </div>
      ))}
    </div>
  );
}
