import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/private-files.js';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};
export type MailTransport = { send(mail: OutgoingMail): Promise<void>; close(): void };

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * SMTP when `smtpUrl` is set; otherwise each mail is written as an .eml file under `mailDir`
 * and its links are logged, so a local install works without a mail server.
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  mailDir: string;
  log: FastifyBaseLogger;
}): MailTransport {
  const { smtpUrl, from, mailDir, log } = options;
  const transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        textEncoding: 'base64',
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
      if (smtpUrl) {
        log.info({ to: mail.to, messageId: info.messageId }, 'mail sent');
        return;
      }
      // A mail's links sign in whoever follows them: for the app's user alone.
      await mkdir(mailDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = path.join(mailDir, `${Date.now()}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message, {
        mode: PRIVATE_FILE_MODE,
      });
      const links = [...new Set(mail.text.match(LINK) ?? [])];
      log.info({ to: mail.to, file, links }, `mail written to ${file}; links: ${links.join(' ')}`);
    },
    close() {
      transporter.close();
    },
  };
}
