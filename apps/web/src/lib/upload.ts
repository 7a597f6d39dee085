/**
 * Image upload to /api/common/upload (docs/api.md "Common") with progress. fetch cannot report upload
 * progress, so this one call uses XMLHttpRequest; replies go through the same docs/product.md §8 rules as request().
 */
import { LIMITS, type Envelope, type UploadReply } from '@app/contract';
import { apiUrl, hideLoading, networkFailure, requestHeaders, settle } from './request';

export function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<UploadReply> {
  return uploadFileTo<UploadReply>('/api/common/upload', file, onProgress);
}

/** The same multipart `file` upload to another endpoint (e.g. private ID images at /api/user/uploadid). */
export function uploadFileTo<T>(path: string, file: File, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.timeout = LIMITS.requestTimeoutMs;
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    const fail = () => {
      hideLoading();
      reject(networkFailure());
    };
    xhr.onerror = fail;
    xhr.ontimeout = fail;
    xhr.onload = () => {
      hideLoading();
      try {
        resolve(settle(JSON.parse(xhr.responseText) as Envelope<T>));
      } catch (error) {
        if (error instanceof SyntaxError) fail();
        else reject(error);
      }
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
