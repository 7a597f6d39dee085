/**
 * Public upload images in a review item (goods photos, shop photos): one or many `/uploads/…` paths as
 * fixed-size thumbnails that open a preview, so a reviewer sees what buyers would see.
 */
import { Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export function PublicImages({ urls }: { urls: string[] }) {
  const { t } = useTranslation();
  return (
    <Image.PreviewGroup>
      <Space wrap size={8}>
        {urls.map((url, i) => (
          <Image
            key={url}
            src={url}
            width={96}
            height={96}
            style={{ objectFit: 'cover' }}
            // The thumbnail opens the preview: it is a button, named (axe aria-command-name).
            alt={t('review.open_picture', { n: i + 1 })}
            aria-label={t('review.open_picture', { n: i + 1 })}
            data-testid="review-public-image"
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
