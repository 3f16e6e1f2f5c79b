import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '@mutabaa/shared';
import { attachmentProblem } from './attachment-check';

const file = (name: string, size = 10, type = '') => ({ name, size, type });

describe('attachmentProblem', () => {
  it('accepts a known extension in any case, or a known declared type', () => {
    expect(attachmentProblem(file('scan.PDF'))).toBeNull();
    expect(attachmentProblem(file('photo', 10, 'image/png'))).toBeNull();
  });

  it('refuses an unknown type, an empty file and one over the limit', () => {
    expect(attachmentProblem(file('tool.exe', 10, 'application/x-msdownload'))).toBe(
      'unsupported_type',
    );
    expect(attachmentProblem(file('noextension'))).toBe('unsupported_type');
    expect(attachmentProblem(file('empty.txt', 0))).toBe('empty');
    expect(attachmentProblem(file('big.pdf', ATTACHMENT_MAX_BYTES + 1))).toBe('too_large');
    expect(attachmentProblem(file('limit.pdf', ATTACHMENT_MAX_BYTES))).toBeNull();
  });
});
