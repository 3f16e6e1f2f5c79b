import type { TApplication, TImport } from '@mutabaa/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { testCast } from '../../test/cast.js';
import { createUser } from '../../test/factories.js';
import { csvText, uploadImport, waitForImport, xlsxFile, type Cells } from '../../test/imports.js';

const {
  t,
  sessions: [editor],
} = testCast(['editor']);

let clientEmail = '';
beforeAll(async () => {
  clientEmail = (await createUser(t.app, { role: 'client' })).email;
});

const HEADER: Cells = ['Title', 'Type', 'Priority', 'Client email', 'Phone'];
const row = (title: string, phone: string): Cells => [
  title,
  'permit',
  'normal',
  clientEmail,
  phone,
];

const post = (url: string, payload?: object, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/transactions/import${url}`,
    headers: { ...editor.auth, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });

/** Uploads, checks with the suggested mapping and waits for the outcome. */
async function checked(fileName: string, data: Buffer, lang = 'en'): Promise<TImport> {
  const uploaded = await uploadImport(t.app, editor, fileName, data);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const { id, suggested_mapping: mapping } = uploaded.json<TImport>();
  expect(mapping).toMatchObject({ Phone: 'client_phone' });
  const check = await post(`/${id}/check/`, { mapping }, lang);
  expect(check.statusCode, check.body).toBe(202);
  return waitForImport(t.app, editor, id, ['checked', 'failed']);
}

/** Commits a checked import and gives its applications' phones by title. */
async function phonesOf(imported: TImport): Promise<Record<string, string>> {
  expect(imported).toMatchObject({ status: 'checked', error_rows: 0 });
  expect((await post(`/${imported.id}/commit/`)).statusCode).toBe(202);
  const done = await waitForImport(t.app, editor, imported.id, ['completed', 'failed']);
  expect(done.status).toBe('completed');
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/transactions/?import=${imported.id}&page_size=100`,
    headers: editor.auth,
  });
  const { results } = list.json<{ results: TApplication[] }>();
  return Object.fromEntries(results.map((a) => [a.title, a.client_phone]));
}

describe('a phone written with the formula guard', () => {
  it('is imported without it from a workbook saved by a spreadsheet', async () => {
    const data = await xlsxFile({
      Sheet1: [
        HEADER,
        row('guarded', "'+966500000000"),
        row('Arabic-Indic', '+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧'),
        row("'=SUM(A1:A2)", '0500000000'),
      ],
    });
    expect(await phonesOf(await checked('filled.xlsx', data))).toEqual({
      guarded: '+966500000000',
      'Arabic-Indic': '+966 50 123 4567',
      '=SUM(A1:A2)': '0500000000',
    });
  });

  it('is imported without it from CSV as the template writes it', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/transactions/import/template/?format=csv',
      headers: editor.auth,
    });
    // The template's example still opens in a spreadsheet as text, not as a formula.
    expect(template.body).toContain(`"'+966500000000"`);
    const text = `"Title","Type","Priority","Client email","Phone"\r\n"guarded csv","permit","normal","${clientEmail}","'+966500000000"\r\n`;
    expect(await phonesOf(await checked('filled.csv', Buffer.from(text)))).toEqual({
      'guarded csv': '+966500000000',
    });
  });
});

describe('a phone that is not a phone number', () => {
  it('is a problem of its row and column, in the reader’s language', async () => {
    const data = Buffer.from(
      csvText([HEADER, row('fine', '+966500000000'), row('bad', 'call me after 5')]),
    );
    for (const [lang, pattern] of [
      ['en', /phone number/],
      ['ar', /رقم هاتف/],
    ] as const) {
      const result = await checked(`bad-phone-${lang}.csv`, data, lang);
      expect(result).toMatchObject({ status: 'checked', valid_rows: 1, error_rows: 1 });
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/transactions/import/${result.id}/`,
        headers: { ...editor.auth, 'accept-language': lang },
      });
      expect(again.json<TImport>().errors).toEqual([
        expect.objectContaining({
          row: 3,
          column: 'Phone',
          field: 'client_phone',
          value: 'call me after 5',
          message: expect.stringMatching(pattern),
        }),
      ]);
    }
  });
});
