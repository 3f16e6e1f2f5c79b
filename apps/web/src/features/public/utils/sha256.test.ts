import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkFile, sameDigest, sha256Hex } from './sha256';

const subtle = webcrypto.subtle as SubtleCrypto;
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const fileOf = (text: string, name = 'document.pdf') => ({
  name,
  arrayBuffer: async () => bytes(text),
});
const PDF = '%PDF-1.7\nan official document\n%%EOF\n';
const DIGEST = createHash('sha256').update(PDF).digest('hex');

describe('sha256Hex', () => {
  it('gives the digest other tools give, in lower-case hexadecimal', async () => {
    expect(await sha256Hex(bytes(''), subtle)).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(await sha256Hex(bytes(PDF), subtle)).toBe(DIGEST);
  });
});

describe('sameDigest', () => {
  it('matches the same digest in either case', () => {
    expect(sameDigest(DIGEST, DIGEST.toUpperCase())).toBe(true);
    expect(sameDigest(` ${DIGEST}\n`, DIGEST)).toBe(true);
  });

  it('refuses another digest, a shortened one and an empty one', () => {
    const other = createHash('sha256').update(`${PDF} `).digest('hex');
    expect(sameDigest(DIGEST, other)).toBe(false);
    expect(sameDigest(DIGEST.slice(0, 63), DIGEST.slice(0, 63))).toBe(false);
    expect(sameDigest('', '')).toBe(false);
  });
});

describe('checkFile', () => {
  it('says a file matches when its bytes are the document issued', async () => {
    expect(await checkFile(fileOf(PDF), DIGEST, subtle)).toEqual({
      state: 'done',
      name: 'document.pdf',
      digest: DIGEST,
      matches: true,
    });
  });

  it('says a file does not match when one byte differs', async () => {
    const changed = PDF.replace('official', 'Official');
    const result = await checkFile(fileOf(changed), DIGEST, subtle);
    expect(result).toMatchObject({ state: 'done', matches: false });
    expect(result.state === 'done' && result.digest).not.toBe(DIGEST);
  });

  it('fails clearly without Web Crypto, and when the file cannot be read', async () => {
    expect(await checkFile(fileOf(PDF), DIGEST, null)).toEqual({
      state: 'failed',
      name: 'document.pdf',
      reason: 'unavailable',
    });
    const unreadable = {
      name: 'gone.pdf',
      arrayBuffer: () => Promise.reject(new Error('NotReadableError')),
    };
    expect(await checkFile(unreadable, DIGEST, subtle)).toEqual({
      state: 'failed',
      name: 'gone.pdf',
      reason: 'unreadable',
    });
  });
});
