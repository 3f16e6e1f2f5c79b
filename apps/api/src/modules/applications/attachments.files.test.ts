import { describe, expect, it } from 'vitest';
import { nameForType, sanitizeFileName } from './attachments.files.js';

describe('sanitizeFileName', () => {
  it('keeps the last segment without controls, direction marks or reserved characters', () => {
    expect(sanitizeFileName('C:\\Users\\me\\تقرير.pdf')).toBe('تقرير.pdf');
    expect(sanitizeFileName('a/b/../c.txt')).toBe('c.txt');
    expect(sanitizeFileName('bad\u0000na\u202Eme<>:"|?*.txt')).toBe('badname.txt');
    expect(sanitizeFileName('  ..hidden.txt  ')).toBe('hidden.txt');
    expect(sanitizeFileName('name.txt...')).toBe('name.txt');
    expect(sanitizeFileName('\u0001\u0002')).toBe('file');
  });

  it('composes decomposed letters and shortens long names keeping the extension', () => {
    expect(sanitizeFileName('cafe\u0301.pdf')).toBe('caf\u00e9.pdf');
    const long = sanitizeFileName(`${'ع'.repeat(300)}.docx`);
    expect([...long]).toHaveLength(255);
    expect(long.endsWith('ع.docx')).toBe(true);
  });
});

describe('nameForType', () => {
  it('adds a missing extension and refuses one of another type', () => {
    expect(nameForType('scan', 'image/png')).toBe('scan.png');
    expect(nameForType('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(nameForType('photo.png', 'image/jpeg')).toBeUndefined();
    expect(nameForType('image.svg', 'text/plain')).toBeUndefined();
  });
});
