import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmallImage } from './small-image';

describe('SmallImage', () => {
  it('loads the small copy of an upload, and the original once when an older picture has none', () => {
    const { container } = render(<SmallImage src="/uploads/2026/01/ab.jpg" width={56} height={56} />);
    const img = () => container.querySelector('img')!;
    expect(img().getAttribute('src')).toMatch(/\/uploads\/2026\/01\/ab\.small\.webp$/);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toMatch(/\/uploads\/2026\/01\/ab\.jpg$/);
  });
});
