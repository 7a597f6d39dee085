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

export const ACCEPT = 'image/jpeg,image/png,image/webp';

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
        {value ? <Image src={mediaUrl(value)} width={80} height={80} fit="cover" alt="" /> : <AddOutline fontSize={28} />}
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
