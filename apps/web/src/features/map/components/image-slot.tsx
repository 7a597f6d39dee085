/**
 * One image of a label form: pick, upload to /api/common/upload with its progress shown, keep the stored
 * URL. Used for the avatar, the door and licence images and each interior image.
 */
import { Image, ProgressBar } from 'antd-mobile';
import { AddOutline, CloseCircleFill } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '@/lib/request';
import { uploadImage } from '@/lib/upload';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** Uploads one file, reporting progress; resolves to the stored URL or undefined when it failed (already shown). */
export function useUpload() {
  const [percent, setPercent] = useState<number | null>(null);
  const upload = async (file: File): Promise<string | undefined> => {
    setPercent(0);
    try {
      return (await uploadImage(file, setPercent)).url;
    } catch {
      return undefined;
    } finally {
      setPercent(null);
    }
  };
  return { percent, upload };
}

export function UploadProgress({ percent }: { percent: number | null }) {
  const { t } = useTranslation();
  if (percent === null) return null;
  return (
    <div className="label-upload-progress" data-testid="upload-progress">
      <ProgressBar percent={percent} />
      <span>{t('map.uploading', { percent })}</span>
    </div>
  );
}

interface ImageSlotProps {
  value?: string;
  onChange?: (url: string | undefined) => void;
  label: string;
  testId: string;
  round?: boolean;
}

export function ImageSlot({ value, onChange, label, testId, round }: ImageSlotProps) {
  const input = useRef<HTMLInputElement>(null);
  const { percent, upload } = useUpload();
  const onPick = async (file: File | undefined) => {
    if (!file) return;
    const url = await upload(file);
    if (url) onChange?.(url);
    if (input.current) input.current.value = '';
  };
  return (
    <div className={`label-slot${round ? ' is-round' : ''}`} data-testid={testId} data-uploaded={Boolean(value)}>
      <button type="button" className="label-slot-button" aria-label={label} onClick={() => input.current?.click()}>
        {value ? <Image src={mediaUrl(value)} width={80} height={80} fit="cover" /> : <AddOutline fontSize={28} />}
      </button>
      {value && (
        <button type="button" className="label-slot-remove" aria-label={label} onClick={() => onChange?.(undefined)}>
          <CloseCircleFill />
        </button>
      )}
      <UploadProgress percent={percent} />
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid={`${testId}-file`}
        onChange={(e) => void onPick(e.target.files?.[0])}
      />
    </div>
  );
}

interface ImageGridProps {
  value?: string[];
  onChange?: (urls: string[]) => void;
  max: number;
  label: string;
  testId: string;
}

/** Up to `max` images; each new one uploads with its own progress bar; the add button goes at the limit. */
export function ImageGrid({ value = [], onChange, max, label, testId }: ImageGridProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Array<{ key: number; percent: number }>>([]);
  const onPick = async (files: File[]) => {
    const room = Math.max(0, max - value.length - uploads.length);
    const chosen = files.slice(0, room).map((file, i) => ({ file, key: Date.now() + i }));
    if (input.current) input.current.value = '';
    setUploads((prev) => [...prev, ...chosen.map(({ key }) => ({ key, percent: 0 }))]);
    const urls = await Promise.all(
      chosen.map(async ({ file, key }) => {
        const progress = (percent: number) => setUploads((prev) => prev.map((u) => (u.key === key ? { ...u, percent } : u)));
        try {
          return (await uploadImage(file, progress)).url;
        } catch {
          return undefined;
        } finally {
          setUploads((prev) => prev.filter((u) => u.key !== key));
        }
      }),
    );
    onChange?.([...value, ...urls.filter((url): url is string => Boolean(url))].slice(0, max));
  };
  const full = value.length + uploads.length >= max;
  return (
    <div className="label-grid" data-testid={testId} data-count={value.length}>
      {value.map((url, i) => (
        <div key={url} className="label-slot" data-testid={`${testId}-${i}`}>
          <Image src={mediaUrl(url)} width={80} height={80} fit="cover" />
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
        <button type="button" className="label-slot-button" aria-label={label} onClick={() => input.current?.click()}>
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
