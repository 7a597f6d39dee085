/**
 * A private ID image in a review item (docs/api.md "Identity verification"). The server
 * gives it only to its owner and to operators who can review, so it is fetched with the operator token
 * and shown from a local object URL; a plain <img src> would carry no token and get 404.
 */
import { Image, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getToken } from '@/lib/session.ts';

/** Review details that are private images: their values are URLs under this path. */
export const PRIVATE_IMAGE_PATH = '/api/user/idimage/';

export function PrivateImage({ url }: { url: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | undefined;
    const controller = new AbortController();
    fetch(url, { headers: { token: getToken() ?? '' }, signal: controller.signal })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => setSrc((objectUrl = URL.createObjectURL(blob))))
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (failed) return <Typography.Text type="danger">{t('review.image_unavailable')}</Typography.Text>;
  if (!src) return <Spin size="small" />;
  return <Image src={src} width={160} alt="" data-testid="review-private-image" />;
}
