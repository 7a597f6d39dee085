/**
 * One image picked through a face the page draws (the avatar on Settings): the shared uploader's antd-mobile
 * ImageUploader, file types, upload path and progress bar (components/image-upload.tsx), but nothing is kept
 * in a grid — each stored image goes straight to `onUploaded`, and the face stays as the page draws it.
 * Failures are said by the request layer (lib/upload.ts) like every other upload.
 */
import { ImageUploader, ProgressBar, type ImageUploaderRef } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { uploadImage } from '@/lib/upload';
import { IMAGE_TYPES, type UploadFile } from './image-upload';
import './image-pick.css';

const uploadPublic: UploadFile = async (file, onProgress) => (await uploadImage(file, onProgress)).url;

export interface ImagePickProps {
  /** Accessible name of the file input, the control a keyboard and a screen reader reach. */
  label: string;
  /** The root; its file input is `<testId>-file`, its progress bar `<testId>-progress`. */
  testId: string;
  /** Called with what was stored for the picked file; the progress bar stays until it settles. */
  onUploaded: (stored: string) => Promise<unknown> | void;
  upload?: UploadFile;
  /** The face: drawn under the (transparent) file input, so tapping it picks a file. */
  children: ReactNode;
}

export function ImagePick({ label, testId, onUploaded, upload = uploadPublic, children }: ImagePickProps) {
  const uploader = useRef<ImageUploaderRef>(null);
  const [percent, setPercent] = useState<number | null>(null);
  // A fresh uploader after each pick: antd-mobile keeps finished tasks as cells, which this face never shows.
  const [round, setRound] = useState(0);
  useEffect(() => {
    uploader.current?.nativeElement?.setAttribute('data-testid', `${testId}-file`);
    uploader.current?.nativeElement?.setAttribute('aria-label', label);
  });

  const send = async (file: File) => {
    setPercent(0);
    try {
      const stored = await upload(file, setPercent);
      await onUploaded(stored);
      return { key: stored, url: stored };
    } finally {
      setPercent(null);
      setRound((n) => n + 1);
    }
  };

  return (
    <div className="image-pick" data-testid={testId}>
      <ImageUploader
        key={round}
        ref={uploader}
        value={[]}
        upload={send}
        accept={IMAGE_TYPES}
        multiple={false}
        showFailed={false}
        preview={false}
      >
        <span className="image-pick-face" aria-hidden>
          {children}
        </span>
      </ImageUploader>
      {percent !== null && <ProgressBar percent={percent} text data-testid={`${testId}-progress`} />}
    </div>
  );
}
