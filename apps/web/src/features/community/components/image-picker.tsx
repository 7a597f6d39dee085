/**
 * Up to 9 pictures for a post, with upload progress (spec §2 "publish post"): each chosen file uploads at once to
 * /api/common/upload and shows its progress; a failed one can be removed and chosen again.
 */
import { COMMUNITY_LIMITS, LIMITS } from '@app/contract';
import { ProgressCircle, Toast } from 'antd-mobile';
import { AddOutline, CloseOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '@/lib/upload';

export interface PickedImage {
  key: string;
  preview: string;
  percent: number;
  status: 'uploading' | 'done' | 'failed';
  url?: string;
}

let sequence = 0;

export function ImagePicker({
  value,
  onChange,
}: {
  value: PickedImage[];
  onChange: (update: (list: PickedImage[]) => PickedImage[]) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [previews] = useState(() => new Set<string>());
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const patch = (key: string, change: Partial<PickedImage>) =>
    onChange((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = (file: File) => {
    const key = `img-${++sequence}`;
    const preview = URL.createObjectURL(file);
    previews.add(preview);
    onChange((list) => [...list, { key, preview, percent: 0, status: 'uploading' }]);
    uploadImage(file, (percent) => patch(key, { percent })).then(
      (reply) => patch(key, { status: 'done', percent: 100, url: reply.url }),
      () => patch(key, { status: 'failed' }),
    );
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = COMMUNITY_LIMITS.imagesMax - value.length;
    if (files.length > room) Toast.show({ content: t('community.too_many_images', { count: COMMUNITY_LIMITS.imagesMax }) });
    for (const file of files.slice(0, room)) {
      if (file.size > LIMITS.uploadMaxBytes) Toast.show({ content: t('community.image_too_large') });
      else upload(file);
    }
  };

  return (
    <div className="image-picker" data-testid="image-picker">
      {value.map((item) => (
        <div key={item.key} className="image-picker-cell" data-testid={`picked-${item.status}`}>
          <img src={item.preview} alt="" />
          {item.status === 'uploading' && (
            <div className="image-picker-mask">
              <ProgressCircle percent={item.percent} style={{ '--size': '36px', '--track-width': '3px' }}>
                <span className="image-picker-percent">{item.percent}%</span>
              </ProgressCircle>
            </div>
          )}
          {item.status === 'failed' && (
            <div className="image-picker-mask image-picker-failed">
              <ExclamationCircleOutline />
              <span>{t('community.upload_failed')}</span>
            </div>
          )}
          <button
            type="button"
            className="image-picker-remove"
            aria-label={t('community.remove_image')}
            onClick={() => onChange((list) => list.filter((other) => other.key !== item.key))}
          >
            <CloseOutline />
          </button>
        </div>
      ))}
      {value.length < COMMUNITY_LIMITS.imagesMax && (
        <button
          type="button"
          className="image-picker-cell image-picker-add"
          onClick={() => input.current?.click()}
          // The name holds the count shown on the button (axe "label-content-name-mismatch").
          aria-label={`${t('community.add_image')} ${value.length}/${COMMUNITY_LIMITS.imagesMax}`}
        >
          <AddOutline fontSize={28} />
          <span>
            {value.length}/{COMMUNITY_LIMITS.imagesMax}
          </span>
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hidden
        onChange={choose}
        data-testid="image-picker-input"
      />
    </div>
  );
}
