/**
 * Toasts from outside React (the request client, the query cache): the app shell hands antd's
 * context-aware message API over once it is mounted.
 */
import type { MessageInstance } from 'antd/es/message/interface';

let instance: MessageInstance | undefined;

export function setMessageApi(api: MessageInstance): void {
  instance = api;
}

export const notify = {
  error: (text: string) => void instance?.error(text),
  success: (text: string) => void instance?.success(text),
};
