/** /api/user/uploadid: one ID photo, stored privately (only its owner and reviewers can load it). */
import type { IdUploadReply } from '@app/contract';
import { uploadFileTo } from '@/lib/upload';

/** Sends the photo with its progress; the form keeps the returned id, not a public path. */
export async function uploadIdImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return (await uploadFileTo<IdUploadReply>('/api/user/uploadid', file, onProgress)).id;
}
