/**
 * The pictures a side sent with a refund request or a dispute (docs/api.md "Delivery addresses and after-sale":
 * `refund.images`, `refund.dispute.images`), shown on the order to both sides: thumbnails that open full size.
 */
import { Image, ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '@/lib/request';

export function EvidenceImages({ images, testId }: { images: string[]; testId: string }) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <div className="shop-evidence" data-testid={testId}>
      {images.map((image, i) => (
        <button
          key={image}
          type="button"
          className="shop-evidence-image"
          aria-label={t('after_sale.image_open', { n: i + 1 })}
          onClick={() => ImageViewer.Multi.show({ images: images.map(mediaUrl), defaultIndex: i })}
        >
          <Image src={mediaUrl(image)} width={56} height={56} fit="cover" alt="" />
        </button>
      ))}
    </div>
  );
}
