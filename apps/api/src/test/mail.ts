import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type ReceivedMail = { to: string; subject: string; text: string; html: string; raw: string };

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_all, enc: string, data: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function header(block: string, name: string): string {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}

/** A small MIME reader for the mails the app writes (base64 text and html parts). */
export function parseMail(raw: string): ReceivedMail {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  const partOf = (type: string) => {
    const part = parts.find((p) => new RegExp(`content-type:\\s*${type}`, 'i').test(p));
    if (!part) return '';
    const [partHead = '', ...body] = part.split(/\r?\n\r?\n/);
    const content = body.join('\n\n');
    return /base64/i.test(header(partHead, 'content-transfer-encoding'))
      ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
      : content;
  };
  return {
    to: header(head, 'to'),
    subject: decodeHeader(header(head, 'subject')),
    text: partOf('text/plain'),
    html: partOf('text/html'),
    raw,
  };
}

/** Waits for the mail job to write a mail to `to` under DATA_DIR/mail. */
export async function waitForMail(
  dataDir: string,
  to: string,
  options: { after?: number; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const seen = options.after ?? 0;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort();
    const mails: ReceivedMail[] = [];
    for (const file of files) mails.push(parseMail(await readFile(path.join(dir, file), 'utf8')));
    const mine = mails.filter((m) => m.to.includes(to));
    if (mine.length > seen) return mine[mine.length - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} within the time limit`);
}

/** How many mails to `to` have been written so far. */
export async function mailCount(dataDir: string, to: string): Promise<number> {
  const dir = path.join(dataDir, 'mail');
  const files = await readdir(dir).catch(() => [] as string[]);
  let n = 0;
  for (const file of files) {
    if (parseMail(await readFile(path.join(dir, file), 'utf8')).to.includes(to)) n += 1;
  }
  return n;
}

/** The token at the end of the first /verify-email/, /reset-password/ or /accept-invitation/ link. */
export function tokenFrom(
  mail: ReceivedMail,
  kind: 'verify-email' | 'reset-password' | 'accept-invitation',
): string {
  const match = new RegExp(`/${kind}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${kind} link in mail: ${mail.text}`);
  return match[1];
}
