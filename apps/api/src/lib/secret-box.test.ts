import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from './secret-box.js';

const jwtSecret = 'j'.repeat(40);
const encryptionKey = 'e'.repeat(40);

describe('createSecretBox', () => {
  it('seals and opens; the stored value names its key and hides the text', () => {
    const box = createSecretBox({ jwtSecret });
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user:7');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(Buffer.from(sealed, 'base64url')[0]).toBe(1);
    expect(box.open(sealed, 'user:7')).toBe('JBSWY3DPEHPK3PXP');
    // A new IV each time.
    expect(box.seal('JBSWY3DPEHPK3PXP', 'user:7')).not.toBe(sealed);
  });

  it('opens only under the same context and key', () => {
    const box = createSecretBox({ jwtSecret });
    const sealed = box.seal('secret', 'user:7');
    expect(() => box.open(sealed, 'user:8')).toThrow(SecretBoxError);
    expect(() => createSecretBox({ jwtSecret: 'x'.repeat(40) }).open(sealed, 'user:7')).toThrow(
      SecretBoxError,
    );
    const damaged = Buffer.from(sealed, 'base64url');
    damaged[damaged.length - 1]! ^= 1;
    expect(() => box.open(damaged.toString('base64url'), 'user:7')).toThrow(SecretBoxError);
    expect(() => box.open('', 'user:7')).toThrow(SecretBoxError);
  });

  it('seals with ENCRYPTION_KEY when set, and still opens what JWT_SECRET sealed', () => {
    const old = createSecretBox({ jwtSecret }).seal('before', 'user:1');
    const box = createSecretBox({ jwtSecret, encryptionKey });
    const sealed = box.seal('after', 'user:1');
    expect(Buffer.from(sealed, 'base64url')[0]).toBe(2);
    expect(box.open(sealed, 'user:1')).toBe('after');
    expect(box.open(old, 'user:1')).toBe('before');
    // Without the key it was sealed with, it does not open.
    expect(() => createSecretBox({ jwtSecret }).open(sealed, 'user:1')).toThrow(SecretBoxError);
  });
});
