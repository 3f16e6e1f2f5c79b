import type { TApplication, TImport } from '@mutabaa/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { testCast } from '../../test/cast.js';
import { createUser } from '../../test/factories.js';
import { uploadImport, waitForImport, type Cells } from '../../test/imports.js';

/** The app, its users and the requests the import tests make. */
export function importsSetup() {
  const {
    t,
    sessions: [editor, otherEditor, client, admin],
  } = testCast(['editor', 'editor', 'client', 'admin']);

  const api = (method: 'GET' | 'POST', url: string, session = editor, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...session.auth, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  async function upload(fileName: string, data: Buffer, session = editor): Promise<TImport> {
    const response = await uploadImport(t.app, session, fileName, data);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TImport>();
  }

  /** Checks with the suggested mapping (and `options`) and waits for the outcome. */
  async function check(imported: TImport, options: object = {}, session = editor) {
    const response = await api('POST', `/transactions/import/${imported.id}/check/`, session, {
      mapping: imported.suggested_mapping,
      options,
    });
    expect(response.statusCode, response.body).toBe(202);
    return waitForImport(t.app, session, imported.id, ['checked', 'failed']);
  }

  async function commit(id: number, session = editor) {
    const response = await api('POST', `/transactions/import/${id}/commit/`, session);
    expect(response.statusCode, response.body).toBe(202);
    return waitForImport(t.app, session, id, ['completed', 'failed', 'checked', 'cancelled']);
  }

  async function importedApplications(id: number, session = editor): Promise<TApplication[]> {
    const response = await api('GET', `/transactions/?import=${id}&page_size=100`, session);
    expect(response.statusCode).toBe(200);
    return response.json<{ results: TApplication[] }>().results;
  }

  async function countOfImport(id: number): Promise<number> {
    const result = (await t.app.db.execute(
      sql`select count(*)::int as n from applications where import_id = ${id}`,
    )) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]!.n);
  }

  const AR_HEADER: Cells = [
    'العنوان',
    'نوع الطلب',
    'الأولوية',
    'البريد الإلكتروني للعميل',
    'تاريخ الاستحقاق',
    'الوسوم',
    'المرجع الخارجي',
    'القسم',
  ];

  return {
    t,
    editor,
    otherEditor,
    client,
    admin,
    api,
    upload,
    check,
    commit,
    importedApplications,
    countOfImport,
    AR_HEADER,
  };
}

/** The clients the imported rows name by e-mail: an active one and an inactive one. */
export async function importClients(t: TestApp) {
  return {
    clientEmail: (await createUser(t.app, { role: 'client', fullName: 'سارة العتيبي' })).email,
    inactiveClientEmail: (await createUser(t.app, { role: 'client', isActive: false })).email,
  };
}
