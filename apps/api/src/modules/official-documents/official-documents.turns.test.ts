import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from '../../lib/file-store/index.js';
import type { FileStore } from '../../lib/file-store/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAs, type Session } from '../../test/factories.js';
import { cancelledApplication } from './official-documents.fixtures.js';
import { OfficialDocumentsService } from './official-documents.service.js';
import { PdfRenderer, type DocumentLogo, type DocumentModel } from './pdf/renderer.js';

/** The real renderer, counting how many documents it is asked to set at the same time. */
class CountingRenderer extends PdfRenderer {
  active = 0;
  most = 0;

  override async render(model: DocumentModel, logo?: DocumentLogo): Promise<Buffer> {
    this.active += 1;
    this.most = Math.max(this.most, this.active);
    try {
      return await super.render(model, logo);
    } finally {
      this.active -= 1;
    }
  }
}

let t: TestApp;
let admin: Session;
let client: Session;
let files: FileStore;
const renderers: PdfRenderer[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, 'admin');
  client = await signInAs(t.app, 'client');
  files = createFileStore(t.config);
});
afterAll(async () => {
  await Promise.all(renderers.map((r) => r.close()));
  await files?.close();
  await t?.close();
});

async function issueSix(atOnce: number | undefined) {
  const renderer = new CountingRenderer();
  renderers.push(renderer);
  const service = new OfficialDocumentsService({
    db: t.app.db,
    files,
    renderer,
    publicUrl: t.config.publicUrl,
    ...(atOnce !== undefined && { atOnce }),
  });
  const id = await cancelledApplication(t.app, admin, { title: 'Turns', client: client.user.id });
  const actor = { user: admin.user, ip: '127.0.0.1' };
  const issued = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      service.issue(id, { kind: 'decision', language: i % 2 ? 'en' : 'ar' }, actor),
    ),
  );
  return { renderer, issued };
}

describe('documents issued at the same time', () => {
  it('are prepared and set one at a time unless told, each recorded with its own version', async () => {
    const { renderer, issued } = await issueSix(undefined);
    expect(renderer.most).toBe(1);
    for (const language of ['ar', 'en']) {
      const versions = issued.filter((d) => d.language === language).map((d) => d.version);
      expect(versions.sort()).toEqual([1, 2, 3]);
    }
    expect(new Set(issued.map((d) => d.token)).size).toBe(6);
  });

  it('overlap as many as the service is told', async () => {
    const { renderer, issued } = await issueSix(3);
    expect(renderer.most).toBeGreaterThan(1);
    expect(renderer.most).toBeLessThanOrEqual(3);
    expect(issued).toHaveLength(6);
  });
});
