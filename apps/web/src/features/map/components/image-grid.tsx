/**
 * Up to `max` images of a label form (spec §9 "up to 6 images, 1:1 recommended"): several picked at once
 * upload side by side, each with its progress; the add button goes at the limit, so a 7th cannot be added.
 */
import { Image } from 'antd-mobile';
import { AddOutline, CloseCircleFill } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '@/lib/request';
import { uploadImage } from '@/lib/upload';
import { showToast } from '@/lib/toast';
import { ACCEPT, UploadProgress } from './image-slot';

interface ImageGridProps {
  value?: string[];
  onChange?: (urls: string[]) => void;
  max: number;
  label: string;
  testId: string;
}

/** Up to `max` images; each new one uploads with its own progress bar; the add button goes at the limit. */
/** Several uploads at once, each with its own progress; resolves to the URLs that were stored. */
function useUploads() {
  const [uploads, setUploads] = useState<Array<{ key: number; percent: number }>>([]);
  const uploadAll = async (files: File[]): Promise<string[]> => {
    const chosen = files.map((file, i) => ({ file, key: Date.now() + i }));
    setUploads((prev) => [...prev, ...chosen.map(({ key }) => ({ key, percent: 0 }))]);
    const urls = await Promise.all(
      chosen.map(async ({ file, key }) => {
        const progress = (percent: number) => setUploads((prev) => prev.map((u) => (u.key === key ? { ...u, percent } : u)));
        try {
          return (await uploadImage(file, progress)).url;
        } catch {
          return undefined; // the request layer showed why
        } finally {
          setUploads((prev) => prev.filter((u) => u.key !== key));
        }
      }),
    );
    return urls.filter((url): url is string => Boolean(url));
  };
  return { uploads, uploadAll };
}

export function ImageGrid({ value = [], onChange, max, label, testId }: ImageGridProps) {
  const input = useRef<HTMLInputElement>(null);
  const { uploads, uploadAll } = useUploads();
  const { t } = useTranslation();
  const onPick = async (files: File[]) => {
    if (input.current) input.current.value = '';
    const fitting = files.slice(0, Math.max(0, max - value.length - uploads.length));
    // Spec §9 "up to 6 images": more picked than fit is said, not silently dropped.
    if (files.length > fitting.length) showToast({ content: t('common.too_many_images', { max, added: fitting.length }) });
    const urls = await uploadAll(fitting);
    onChange?.([...value, ...urls].slice(0, max));
  };
  const full = value.length + uploads.length >= max;
  return (
    <div className="label-grid" data-testid={testId} data-count={value.length}>
      {value.map((url, i) => (
        <div key={url} className="label-slot" data-testid={`${testId}-${i}`}>
          <Image src={mediaUrl(url)} width={80} height={80} fit="cover" alt={`${label} ${i + 1}`} />
          <button
            type="button"
            className="label-slot-remove"
            aria-label={label}
            onClick={() => onChange?.(value.filter((_, j) => j !== i))}
          >
            <CloseCircleFill />
          </button>
        </div>
      ))}
      {uploads.map((u) => (
        <div key={u.key} className="label-slot is-uploading">
          <UploadProgress percent={u.percent} />
        </div>
      ))}
      {!full && (
        // The name holds the count shown on the button (axe "label-content-name-mismatch").
        <button
          type="button"
          className="label-slot-button"
          aria-label={`${label} ${value.length}/${max}`}
          onClick={() => input.current?.click()}
        >
          <AddOutline fontSize={28} />
          <span className="label-slot-count">
            {value.length}/{max}
          </span>
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        data-testid={`${testId}-file`}
        onChange={(e) => void onPick([...(e.target.files ?? [])])}
      />
    </div>
  );
}
