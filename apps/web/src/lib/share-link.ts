/**
 * Sharing a link from any screen (an article, a shop page): the system share sheet where the browser has the Web
 * Share API, otherwise the link is copied and a toast says so — or shows the link itself when copying is refused.
 */
import { showToast } from './toast';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API refused (no secure context, no permission): the old selection-based copy.
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/** `copiedText` is the toast after a copy, in the reader's language. */
export async function shareLink(input: { title: string; url: string; copiedText: string }): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: input.title, text: input.title, url: input.url });
      return;
    } catch (error) {
      if ((error as Error).name === 'AbortError') return; // the member closed the share sheet
    }
  }
  const copied = await copyText(input.url);
  showToast({ content: copied ? input.copiedText : input.url });
}
