/**
 * The one image uploader of the member app (docs/product.md §9 "up to 6 images, 1:1 recommended"), on antd-mobile's
 * ImageUploader: several files picked at once upload side by side through lib/upload.ts with a progress
 * bar; more than `max` is said, not silently dropped; each stored image has a named remove button. The
 * value is what the form stores (a public path, or a private id from another endpoint).
 */
import { ImageUploader, ProgressBar, type ImageUploaderRef, type ImageUploadItem } from 'antd-mobile';
import { CloseCircleFill } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '@/lib/request';
import { showToast } from '@/lib/toast';
import { uploadImage } from '@/lib/upload';
import './image-upload.css';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export type UploadFile = (file: File, onProgress: (percent: number) => void) => Promise<string>;

const uploadPublic: UploadFile = async (file, onProgress) => (await uploadImage(file, onProgress)).url;

export interface ImageUploadProps {
  value?: string[];
  onChange?: (next: string[]) => void;
  max: number;
  /** Accessible name of the add button; the count is appended, as it is shown on the button. */
  label: string;
  removeLabel: string;
  /** The root; its file input is `<testId>-file` unless named otherwise. */
  testId: string;
  fileTestId?: string;
  /** Each stored image, `<testId>-<i>` by default, and its remove button, `<testId>-remove-<i>`. */
  itemTestId?: (index: number) => string;
  removeTestId?: (index: number) => string;
  progressTestId?: string;
  /** Told when files start or stop being sent, so a form can wait for them. */
  onUploadingChange?: (uploading: boolean) => void;
  /** Where a file goes and what is stored for it; the public upload's path by default. */
  upload?: UploadFile;
}

/** Progress of each file in flight, by a key of our own (antd-mobile's tasks carry no percent). */
function useProgress() {
  const [inFlight, setInFlight] = useState<Record<number, number>>({});
  const next = useRef(0);
  const track = async (run: (onProgress: (percent: number) => void) => Promise<string>) => {
    const key = next.current++;
    const set = (percent: number) => setInFlight((all) => ({ ...all, [key]: percent }));
    set(0);
    try {
      return await run(set);
    } finally {
      setInFlight(({ [key]: _done, ...rest }) => rest);
    }
  };
  const percents = Object.values(inFlight);
  const percent = percents.length ? Math.round(percents.reduce((a, b) => a + b, 0) / percents.length) : null;
  return { track, percent, count: percents.length };
}

export function ImageUpload(props: ImageUploadProps) {
  const { value = [], onChange, max, label, removeLabel, testId, upload = uploadPublic, onUploadingChange } = props;
  const itemTestId = props.itemTestId ?? ((i: number) => `${testId}-${i}`);
  const removeTestId = props.removeTestId ?? ((i: number) => `${testId}-remove-${i}`);
  const { t } = useTranslation();
  const uploader = useRef<ImageUploaderRef>(null);
  // What was just picked shows from the local file: a private image has no public address to load.
  const [local] = useState(() => new Map<string, string>());
  useEffect(() => () => local.forEach((url) => URL.revokeObjectURL(url)), [local]);
  // antd-mobile names its file input "Upload"; the input is what a screen reader reaches, so it gets our name.
  const addName = `${label} ${value.length}/${max}`;
  useEffect(() => {
    uploader.current?.nativeElement?.setAttribute('data-testid', props.fileTestId ?? `${testId}-file`);
    uploader.current?.nativeElement?.setAttribute('aria-label', addName);
  });
  const progress = useProgress();
  const uploading = progress.count > 0;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  const items: ImageUploadItem[] = value.map((stored) => ({ key: stored, url: local.get(stored) ?? mediaUrl(stored) }));
  const send = async (file: File): Promise<ImageUploadItem> => {
    const stored = await progress.track((onProgress) => upload(file, onProgress));
    local.set(stored, URL.createObjectURL(file));
    return { key: stored, url: local.get(stored) ?? '' };
  };

  return (
    <div className="image-upload" data-testid={testId} data-count={value.length} data-uploaded={value.length > 0}>
      <ImageUploader
        value={items}
        onChange={(next) => onChange?.(next.map((item) => String(item.key)).slice(0, max))}
        upload={send}
        maxCount={max}
        multiple={max > 1}
        accept={IMAGE_TYPES}
        showFailed={false}
        preview={false}
        // Spec §9 "up to 6 images": how many of the picked ones fit is said.
        onCountExceed={() =>
          showToast({ content: t('common.too_many_images', { max, added: Math.max(0, max - value.length - progress.count) }) })
        }
        renderItem={(_node, item, list) => {
          const i = list.indexOf(item);
          return (
            <div key={String(item.key)} className="adm-image-uploader-cell" data-testid={itemTestId(i)}>
              <img className="adm-image-uploader-cell-image" src={item.url} alt={`${label} ${i + 1}`} />
              <button
                type="button"
                className="adm-image-uploader-cell-delete"
                data-testid={removeTestId(i)}
                aria-label={`${removeLabel} ${i + 1}`}
                onClick={() => onChange?.(value.filter((_, j) => j !== i))}
              >
                <CloseCircleFill />
              </button>
            </div>
          );
        }}
        ref={uploader}
      >
        <span className="adm-image-uploader-cell adm-image-uploader-upload-button image-upload-add" aria-hidden>
          {value.length}/{max}
        </span>
      </ImageUploader>
      {progress.percent !== null && (
        <ProgressBar percent={progress.percent} text data-testid={props.progressTestId ?? 'upload-progress'} />
      )}
    </div>
  );
}

type SingleImageUploadProps = Omit<ImageUploadProps, 'value' | 'onChange' | 'max'> & {
  value?: string;
  onChange?: (next: string | undefined) => void;
};

/** One image (an avatar, a shopfront photo, a side of an ID): the same uploader holding at most one. */
export function SingleImageUpload({ value, onChange, ...rest }: SingleImageUploadProps) {
  return <ImageUpload {...rest} value={value ? [value] : []} onChange={(next) => onChange?.(next[0])} max={1} />;
}
