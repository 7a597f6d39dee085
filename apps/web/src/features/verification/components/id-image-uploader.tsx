/**
 * One ID photo slot: pick an image, see it at once (a local preview — the stored copy is private and
 * not on a public URL), upload it to /api/user/uploadid with a progress bar, and keep the returned id.
 */
import { ProgressBar } from 'antd-mobile';
import { CameraOutline, CheckCircleFill } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadIdImage } from '../api/upload-id-image';

interface IdImageUploaderProps {
  label: string;
  testId: string;
  onUploaded: (id: string | undefined) => void;
}

export function IdImageUploader({ label, testId, onUploaded }: IdImageUploaderProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState(0);
  const [preview, setPreview] = useState<string>();
  const [done, setDone] = useState(false);
  const upload = useUploadIdImage(setPercent);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onPick = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    setDone(false);
    onUploaded(undefined);
    setPreview(URL.createObjectURL(file));
    try {
      const { id } = await upload.mutateAsync(file);
      setDone(true);
      onUploaded(id);
    } catch {
      // The request layer has shown why; the slot is empty again.
      setPreview(undefined);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="id-slot" data-testid={testId} data-uploaded={done}>
      <button type="button" className="id-slot-button" onClick={() => input.current?.click()} aria-label={label}>
        {preview ? <img src={preview} alt={label} /> : <CameraOutline fontSize={32} />}
        {done && <CheckCircleFill className="id-slot-done" />}
      </button>
      <span className="id-slot-label">{label}</span>
      {upload.isPending && (
        <div className="id-slot-progress">
          <ProgressBar percent={percent} />
          <span>{t('verification.uploading', { percent })}</span>
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        data-testid={`${testId}-file`}
        onChange={(e) => void onPick(e.target.files?.[0])}
      />
    </div>
  );
}
