import { describe, expect, it } from 'vitest';
import { SHRINK, shrinkPlan } from './shrink-image';

const big = SHRINK.keepBelowBytes + 1;

describe('which pictures are shrunk before upload', () => {
  it('re-encodes a large photo to WebP when the browser can write it', () => {
    expect(shrinkPlan({ name: 'IMG_2031.JPG', type: 'image/jpeg', size: 4_000_000 }, true)).toEqual({
      fileType: 'image/webp',
      name: 'IMG_2031.webp',
    });
  });

  it('falls back to JPEG for a photo, and keeps a PNG a PNG, where WebP cannot be written', () => {
    expect(shrinkPlan({ name: 'photo.jpeg', type: 'image/jpeg', size: big }, false)).toEqual({ fileType: 'image/jpeg', name: 'photo.jpg' });
    expect(shrinkPlan({ name: 'logo.png', type: 'image/png', size: big }, false)).toEqual({ fileType: 'image/png', name: 'logo.png' });
  });

  it('sends GIFs and small files as they are', () => {
    expect(shrinkPlan({ name: 'anim.gif', type: 'image/gif', size: 4_000_000 }, true)).toBeNull();
    expect(shrinkPlan({ name: 'small.jpg', type: 'image/jpeg', size: SHRINK.keepBelowBytes }, true)).toBeNull();
  });
});
