/** The shared image uploader: progress while sending, the stored paths as the value, the limit said, removal. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, changeLanguage } from '@/lib/i18n';
import { ImageUpload } from './image-upload';

const sends: Array<{ name: string; progress: (percent: number) => void; finish: () => void }> = [];
vi.mock('@/lib/upload', () => ({
  uploadImage: (file: File, onProgress: (percent: number) => void) =>
    new Promise((resolve) =>
      sends.push({ name: file.name, progress: onProgress, finish: () => resolve({ url: `/uploads/${file.name}` }) }),
    ),
}));

beforeEach(async () => {
  await initI18n('en');
  await changeLanguage('en');
  sends.length = 0;
  // A subclass, not the page's own URL changed in place: the next test file shares the page.
  const BlobUrl = class extends URL {};
  vi.stubGlobal('URL', Object.assign(BlobUrl, { createObjectURL: (f: File) => `blob:${f.name}`, revokeObjectURL: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

const image = (name: string) => new File(['x'], name, { type: 'image/png' });

function Form({ initial = [], max, onChange }: { initial?: string[]; max: number; onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState(initial);
  const change = (next: string[]) => {
    setValue(next);
    onChange?.(next);
  };
  return <ImageUpload value={value} onChange={change} max={max} label="Add image" removeLabel="Remove image" testId="goods" />;
}

const pick = (...files: File[]) => fireEvent.change(screen.getByTestId('goods-file'), { target: { files } });

describe('ImageUpload', () => {
  it('shows the progress of the files being sent, then keeps what the server stored', async () => {
    const changes = vi.fn();
    render(<Form max={6} onChange={changes} />);
    pick(image('a.png'), image('b.png'));
    await waitFor(() => expect(sends).toHaveLength(2));
    act(() => {
      sends[0]!.progress(40);
      sends[1]!.progress(60);
    });
    expect(screen.getByTestId('upload-progress').textContent).toContain('50%');
    await act(async () => sends.forEach((send) => send.finish()));
    await waitFor(() => expect(screen.getByTestId('goods').getAttribute('data-count')).toBe('2'));
    expect(changes).toHaveBeenLastCalledWith(['/uploads/a.png', '/uploads/b.png']);
    expect(screen.queryByTestId('upload-progress')).toBeNull();
    expect(screen.getByRole('img', { name: 'Add image 2' }).getAttribute('src')).toBe('blob:b.png');
  });

  it('sends only what fits under the limit and says so', async () => {
    render(<Form initial={['/uploads/old.png']} max={3} />);
    pick(image('a.png'), image('b.png'), image('c.png'));
    await waitFor(() => expect(sends.map((s) => s.name)).toEqual(['a.png', 'b.png']));
    expect(await screen.findByText('You can add up to 3 images. Only the first 2 were added.')).toBeTruthy();
  });

  it('removes an image with its named button and hides the add button at the limit', async () => {
    const changes = vi.fn();
    render(<Form initial={['/uploads/a.png', '/uploads/b.png']} max={2} onChange={changes} />);
    const add = screen.getByLabelText('Add image 2/2');
    expect(add.closest<HTMLElement>('.adm-image-uploader-upload-button-wrap')!.style.display).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(changes).toHaveBeenCalledWith(['/uploads/b.png']);
    expect(screen.getByTestId('goods').getAttribute('data-count')).toBe('1');
    expect(
      screen.getByLabelText('Add image 1/2').closest<HTMLElement>('.adm-image-uploader-upload-button-wrap')!.style.display,
    ).toBe('');
  });
});
