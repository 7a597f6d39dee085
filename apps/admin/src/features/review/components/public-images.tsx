/**
 * Public upload images in a review item (goods photos, shop photos): one or many `/uploads/…` paths as
 * fixed-size thumbnails that open a preview, so a reviewer sees what buyers would see.
 */
import { Image, Space } from 'antd';

export function PublicImages({ urls }: { urls: string[] }) {
  return (
    <Image.PreviewGroup>
      <Space wrap size={8}>
        {urls.map((url) => (
          <Image
            key={url}
            src={url}
            width={96}
            height={96}
            style={{ objectFit: 'cover' }}
            alt=""
            data-testid="review-public-image"
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
