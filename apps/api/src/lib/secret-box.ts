import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (the TOTP secrets of two-factor sign-in), sealed with
 * AES-256-GCM. The key is derived with HKDF-SHA256 from ENCRYPTION_KEY when it is set, else
 * from JWT_SECRET, so that a copy of the database alone does not give the secrets away.
 *
 * A sealed value is base64url of: one byte naming the key it was sealed with, the 12-byte IV,
 * the 16-byte tag, then the ciphertext. The byte lets the key change later: values sealed
 * with the JWT_SECRET-derived key (1) still open after ENCRYPTION_KEY (2) is set, as long as
 * JWT_SECRET stays the same, and new values are sealed with the newer key.
 */
export type SecretBox = {
  /** `context` (e.g. the user's id) is bound to the value: it opens under that context only. */
  seal(plain: string, context: string): string;
  /** The plain text; throws when the value is damaged, of another context or another key. */
  open(sealed: string, context: string): string;
};

const KEY_FROM_JWT_SECRET = 1;
const KEY_FROM_ENCRYPTION_KEY = 2;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SALT = 'mutabaa secret box';

function deriveKey(secret: string, keyId: number): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, SALT, `mutabaa stored secrets, key ${keyId}`, 32));
}

export class SecretBoxError extends Error {}

export function createSecretBox(secrets: { jwtSecret: string; encryptionKey?: string }): SecretBox {
  const keys = new Map<number, Buffer>();
  if (secrets.jwtSecret) {
    keys.set(KEY_FROM_JWT_SECRET, deriveKey(secrets.jwtSecret, KEY_FROM_JWT_SECRET));
  }
  if (secrets.encryptionKey) {
    keys.set(KEY_FROM_ENCRYPTION_KEY, deriveKey(secrets.encryptionKey, KEY_FROM_ENCRYPTION_KEY));
  }
  const current = secrets.encryptionKey ? KEY_FROM_ENCRYPTION_KEY : KEY_FROM_JWT_SECRET;
  return {
    seal(plain, context) {
      const key = keys.get(current);
      if (!key) throw new SecretBoxError('no key to seal with');
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([current]), iv, cipher.getAuthTag(), body]).toString(
        'base64url',
      );
    },
    open(sealed, context) {
      const bytes = Buffer.from(sealed, 'base64url');
      const key = keys.get(bytes[0] ?? -1);
      if (!key || bytes.length < 1 + IV_BYTES + TAG_BYTES) {
        throw new SecretBoxError('sealed with an unknown key, or damaged');
      }
      const iv = bytes.subarray(1, 1 + IV_BYTES);
      const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      try {
        const body = bytes.subarray(1 + IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('the sealed value does not open with its key and context');
      }
    },
  };
}
