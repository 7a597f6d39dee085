/** The toast components/toast-later.ts loads on first use (a chunk of its own). */
import { Toast } from 'antd-mobile';

export function showToast(content: string): void {
  Toast.show({ content });
}
