import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.js';

describe('contentDisposition', () => {
  it('offers an ASCII fallback and the exact UTF-8 name (RFC 5987)', () => {
    expect(contentDisposition('report.pdf')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    const header = contentDisposition('عقد "نهائي" (2).pdf');
    expect(header).toMatch(
      /^attachment; filename="[^"\\]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/,
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('عقد "نهائي" (2).pdf');
  });
});
