import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './env';

/** Decodes the quoted-printable and base64 parts of an .eml file well enough to find links. */
function decode(raw: string): string {
  const parts = [raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => `%${h}`)];
  for (const match of raw.matchAll(
    /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g,
  )) {
    parts.push(Buffer.from(match[1]!.replace(/\s/g, ''), 'base64').toString('utf8'));
  }
  return parts
    .map((p) => {
      try {
        return decodeURIComponent(p.replace(/%(?![0-9A-F]{2})/g, '%25'));
      } catch {
        return p;
      }
    })
    .join('\n');
}

/**
 * Waits for the newest mail to `to` whose text matches `pattern` and returns the match;
 * `except` skips a link already seen (a resent mail carries a new one).
 */
export async function linkFromMail(
  to: string,
  pattern: RegExp,
  except?: string,
): Promise<{ link: string; text: string }> {
  const folder = join(E2E_DATA_DIR, 'mail');
  let found: { link: string; text: string } | null = null;
  await expect
    .poll(
      () => {
        if (!existsSync(folder)) return false;
        const files = readdirSync(folder)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => join(folder, f))
          .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
        for (const file of files) {
          const raw = readFileSync(file, 'utf8');
          if (!raw.toLowerCase().includes(to.toLowerCase())) continue;
          const text = decode(raw);
          const match = text.match(pattern);
          if (match && match[0] !== except) {
            found = { link: match[0], text };
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `a mail to ${to} matching ${pattern}` },
    )
    .toBe(true);
  return found!;
}
