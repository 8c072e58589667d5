import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './uploads.ts';

describe('image uploads', () => {
  it('tells images by their first bytes, not by their declared type', () => {
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageTypeOf(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe(
      'image/webp',
    );
    expect(imageTypeOf(Buffer.from('<svg onload="alert(1)"></svg>'))).toBeNull();
    expect(imageTypeOf(Buffer.from('%PDF-1.7'))).toBeNull();
  });
});
