import { describe, expect, it } from 'vitest';
import { checkUploads, extensionOf, fileSize } from './upload-files.ts';

const file = (name: string, size = 1000) => ({ name, size });

describe('extensionOf', () => {
  it('reads the lower-cased extension', () => {
    expect(extensionOf('Foto.JPG')).toBe('.jpg');
    expect(extensionOf('a.b.pdf')).toBe('.pdf');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
  });
});

describe('checkUploads', () => {
  it('refuses other extensions, whatever their case', () => {
    const result = checkUploads([file('a.PNG'), file('b.exe'), file('c.jpg')], ['.jpg', '.png']);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.PNG', 'c.jpg']);
    expect(result.refused).toEqual([{ file: file('b.exe'), reason: 'type' }]);
  });

  it('refuses files larger than the limit', () => {
    const big = file('big.pdf', 5 * 1024 * 1024 + 1);
    const result = checkUploads([big, file('ok.pdf', 5 * 1024 * 1024)], ['.PDF'], 5);
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(result.refused).toEqual([{ file: big, reason: 'size' }]);
  });
});

describe('fileSize', () => {
  it('shows kilobytes and megabytes', () => {
    expect(fileSize(200)).toBe('1 KB');
    expect(fileSize(340 * 1024)).toBe('340 KB');
    expect(fileSize(2.5 * 1024 * 1024)).toBe('2,5 MB');
  });
});
