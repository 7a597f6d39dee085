/** docs/api.md "Common" /api/common/upload for the avatar, reporting progress while it sends. */
import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '@/lib/upload';

export function useUploadAvatar(onProgress: (percent: number) => void) {
  return useMutation({ mutationFn: (file: File) => uploadImage(file, onProgress) });
}
