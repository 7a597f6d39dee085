/** /api/user/uploadid: one ID photo, stored privately (only its owner and reviewers can load it). */
import type { IdUploadReply } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { uploadFileTo } from '@/lib/upload';

export function useUploadIdImage(onProgress: (percent: number) => void) {
  return useMutation({ mutationFn: (file: File) => uploadFileTo<IdUploadReply>('/api/user/uploadid', file, onProgress) });
}
