/**
 * Product images (spec §3 "Goods", §9 "up to 6 images, 1:1 recommended"): pick several at once, each
 * uploaded to /api/common/upload with its own progress bar; stored paths are the field's value.
 */
import { LIMITS } from '@app/contract';
import { ProgressBar } from 'antd-mobile';
import { AddOutline, CloseCircleFill } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '@/lib/request';
import { uploadImage } from '@/lib/upload';
import { showToast } from '@/lib/toast';

interface Uploading {
  key: string;
  preview: string;
  percent: number;
}

interface ImagePickerProps {
  value?: string[];
  onChange?: (next: string[]) => void;
  max?: number;
}

export function ImagePicker({ value = [], onChange, max = LIMITS.imagesPerUpload }: ImagePickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // Uploads finish one by one, possibly before a re-render: each adds to the newest list, not its own copy.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const change = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const free = max - value.length - uploading.length;

  const uploadOne = async (file: File, key: string) => {
    const progress = (percent: number) => setUploading((list) => list.map((u) => (u.key === key ? { ...u, percent } : u)));
    try {
      const { url } = await uploadImage(file, progress);
      change([...latest.current, url].slice(0, max));
    } catch {
      // The request layer has shown why; the slot is free again.
    } finally {
      setUploading((list) => list.filter((u) => u.key !== key));
    }
  };

  const onPick = (files: FileList | null) => {
    const all = Array.from(files ?? []);
    const picked = all.slice(0, Math.max(free, 0));
    // Spec §9 "up to 6 images": more picked than fit is said, not silently dropped.
    if (all.length > picked.length) showToast({ content: t('common.too_many_images', { max, added: picked.length }) });
    const started = picked.map((file, i) => ({ file, key: `${Date.now()}-${i}`, preview: URL.createObjectURL(file) }));
    setUploading((list) => [...list, ...started.map(({ key, preview }) => ({ key, preview, percent: 0 }))]);
    // One after another, so the images keep the order they were picked in.
    void started.reduce((previous, { file, key }) => previous.then(() => uploadOne(file, key)), Promise.resolve());
    if (input.current) input.current.value = '';
  };

  return (
    <div className="shop-images" data-testid="goods-images" data-count={value.length}>
      {value.map((url, i) => (
        <div key={url} className="shop-image-slot" data-testid={`goods-image-${i}`}>
          <img src={mediaUrl(url)} alt="" width={72} height={72} />
          <CloseCircleFill
            className="shop-image-remove"
            data-testid={`goods-image-remove-${i}`}
            aria-label={t('shop.remove_image')}
            onClick={() => change(value.filter((v) => v !== url))}
          />
        </div>
      ))}
      {uploading.map((u) => (
        <div key={u.key} className="shop-image-slot is-uploading" data-testid="goods-image-uploading">
          <img src={u.preview} alt="" width={72} height={72} />
          <div className="shop-image-progress">
            <ProgressBar percent={u.percent} />
            <span>{t('shop.uploading', { percent: u.percent })}</span>
          </div>
        </div>
      ))}
      {free > 0 && (
        <button type="button" className="shop-image-add" aria-label={t('shop.add_image')} onClick={() => input.current?.click()}>
          <AddOutline fontSize={24} />
          <span>
            {value.length + uploading.length}/{max}
          </span>
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hidden
        data-testid="goods-images-file"
        onChange={(e) => onPick(e.target.files)}
      />
    </div>
  );
}
