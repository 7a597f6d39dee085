/**
 * A post's pictures: one shown large, several in a three-column grid of squares. Every cell has its size
 * before the picture arrives (lazy-loaded), so the feed never jumps; a tap opens the full-screen viewer.
 * Posts carry no picture descriptions, so each picture is named by its place in the post and its author
 * (WCAG 1.1.1: a screen reader says what it is and that it opens), and is a button a keyboard reaches.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showImages } from '@/lib/image-viewer';
import { mediaUrl } from '@/lib/request';
import { SmallImage } from '@/components/small-image';

interface ImageGridProps {
  images: string[];
  /** Who posted them, for the pictures' names. */
  author: string;
  testId?: string;
}

export function ImageGrid({ images, author, testId }: ImageGridProps) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  const urls = images.map(mediaUrl);
  const open = (index: number) => (event: MouseEvent) => {
    event.stopPropagation();
    void showImages(urls, index);
  };
  return (
    <div className={images.length === 1 ? 'image-grid image-grid-single' : 'image-grid'} data-testid={testId}>
      {images.map((image, index) => {
        const name = t('community.image_alt', { index: index + 1, count: images.length, author });
        return (
          // Named on the button itself: a lazy picture has no <img> (so no alt) until it scrolls into view.
          <button type="button" key={image + index} className="image-grid-cell" aria-label={name} onClick={open(index)}>
            <SmallImage src={image} fit="cover" lazy width="100%" height="100%" alt={name} />
          </button>
        );
      })}
    </div>
  );
}
