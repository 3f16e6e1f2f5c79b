import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Language } from '@mutabaa/shared';
import QRCode from 'qrcode';
import { DOCUMENT_SOURCE } from './document.typ.js';

/** A run of lines: a paragraph (lines joined by line breaks) or a bulleted list. */
export type DocumentBlock = { kind: 'paragraph' | 'list'; lines: string[] };

/** Everything a document shows, as text: the Typst source reads it and nothing else. */
export type DocumentModel = {
  lang: Language;
  dir: 'rtl' | 'ltr';
  organisation: string;
  domain: string;
  colors: { primary: string; secondary: string; accent: string };
  title: string;
  reference_number: string;
  facts: { label: string; value: string }[];
  body: DocumentBlock[];
  footer: DocumentBlock[];
  labels: { verify_at: string; issued_by: string; issued_at: string };
  issued_by: string;
  issued_at: string;
  verify_url: string;
  token: string;
};

/** A logo's bytes (PNG, JPEG or WebP), shown at the top of the document. */
export type DocumentLogo = { data: Buffer };

const require = createRequire(import.meta.url);
const COMPILER = require.resolve('@myriaddreamin/typst-ts-node-compiler');
const AMIRI = dirname(require.resolve('@expo-google-fonts/amiri/package.json'));
/** The fonts embedded (as subsets) in every document: Amiri, regular and bold. */
export const DOCUMENT_FONTS = [
  join(AMIRI, '400Regular', 'Amiri_400Regular.ttf'),
  join(AMIRI, '700Bold', 'Amiri_700Bold.ttf'),
];

// The worker: one Typst compiler, kept between documents (its fonts and caches loaded once).
// CommonJS evaluated from a string, so that the same code runs from the sources under test and
// from the build. A document is set in some 5–20 ms; the worker keeps that off the thread that
// answers requests.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { NodeCompiler } = require(workerData.compiler);
// A root of its own, outside the disk's files: the document reads only what is mapped here.
const root = '/mutabaa-document';
const compiler = NodeCompiler.create({
  workspace: root,
  fontArgs: [{ fontBlobs: workerData.fonts.map((file) => readFileSync(file)) }],
});
let renders = 0;
parentPort.on('message', ({ id, source, data, qr, logo }) => {
  try {
    compiler.mapShadow(root + '/qr.svg', Buffer.from(qr));
    if (logo) compiler.mapShadow(root + '/logo', Buffer.from(logo));
    else compiler.unmapShadow(root + '/logo');
    const compiled = compiler.compile({ mainFileContent: source, inputs: { data } });
    const document = compiled.result;
    if (!document) {
      const problem = compiled.takeDiagnostics() || compiled.takeError();
      const messages = problem ? problem.shortDiagnostics.map((d) => d.message) : [];
      throw new Error(messages.join('; ') || 'the document could not be set');
    }
    const pdf = compiler.pdf(document);
    if (++renders % 200 === 0) compiler.evictCache(10);
    const bytes = new Uint8Array(pdf);
    parentPort.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

/**
 * Sets documents as PDF in a worker thread of this process: no browser and no other service.
 * Documents queue in the worker one after the other.
 */
export class PdfRenderer {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private next = 0;

  private start(): Worker {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { compiler: COMPILER, fonts: DOCUMENT_FONTS },
    });
    worker.on('message', (message: { id: number; pdf?: Uint8Array; error?: string }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) worker.unref();
      if (message.pdf) waiting.resolve(Buffer.from(message.pdf));
      else waiting.reject(new Error(`PDF not set: ${message.error ?? 'unknown error'}`));
    });
    const fail = (error: Error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      if (this.worker === worker) this.worker = undefined;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`PDF worker stopped (${code})`)));
    return worker;
  }

  /** The document as PDF bytes: A4, its fonts embedded as subsets, a QR code of its address. */
  async render(model: DocumentModel, logo?: DocumentLogo): Promise<Buffer> {
    const qr = await QRCode.toString(model.verify_url, {
      type: 'svg',
      margin: 0,
      errorCorrectionLevel: 'M',
    });
    const worker = (this.worker ??= this.start());
    worker.ref();
    const id = ++this.next;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({
        id,
        source: DOCUMENT_SOURCE,
        data: JSON.stringify({ ...model, has_logo: Boolean(logo) }),
        qr,
        logo: logo ? new Uint8Array(logo.data) : undefined,
      });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }
}
