import type { TApplication } from '@mutabaa/shared';
import { inArray } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { applications } from '../../db/schema/index.js';
import { testCast } from '../../test/cast.js';
import { parseCsv } from '../../test/csv.js';
import { createApplication, type Session } from '../../test/factories.js';

export { parseCsv };

export const TITLES = [
  'تجديد رخصة تجارية',
  'Building permit, phase "2"',
  '=HYPERLINK("http://evil.test","x")',
  'Certificate of origin',
  '+SUM(A1:A2)',
  'شهادة عدم ممانعة',
  '-5 items',
  '@cmd',
  'x;=1+1',
  'a,-2+3',
];

/**
 * A moment as the exports write it for an organisation in Riyadh (UTC+3 all year, no daylight
 * saving): its wall-clock time to the second and the offset.
 */
export const riyadhIso = (iso: string) =>
  `${new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 19)}+03:00`;

/**
 * The app, its users and ten applications (one per title, some with cells a spreadsheet would
 * run as formulas) that the export tests read, and the requests they make.
 */
export function exportsSetup() {
  const {
    t,
    sessions: [admin, editor, clientA, clientB],
  } = testCast([
    'admin',
    ['editor', { fullName: 'Omar Editor' }],
    ['client', { fullName: 'خالد العتيبي' }],
    ['client', { fullName: 'Emma Clarke' }],
  ]);
  const mine: TApplication[] = [];

  beforeAll(async () => {
    for (const [i, title] of TITLES.entries()) {
      const application = await createApplication(t.app, admin, {
        title,
        transaction_type: i % 2 ? 'permit' : 'license',
        priority: i % 3 ? 'high' : 'urgent',
        client: (i % 2 ? clientB : clientA).user.id,
        assigned_to: i < 3 ? editor.user.id : null,
        department: i % 2 ? 'Finance' : 'المالية',
        due_date: i % 3 ? `2026-0${(i % 4) + 1}-15` : null,
        tags: i % 2 ? ['tax', 'ضريبة'] : [],
      });
      mine.push(application);
    }
    // Ties on the ordering column across batch boundaries: the id must break them.
    const tied = new Date('2026-03-01T10:00:00.123Z');
    await t.app.db
      .update(applications)
      .set({ updatedAt: tied })
      .where(
        inArray(
          applications.id,
          mine.slice(2, 6).map((a) => a.id),
        ),
      );
  });

  const exportOf = (query: string, session: Session | null, lang = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/transactions/export/${query}`,
      headers: { ...(session?.auth ?? {}), 'accept-language': lang },
    });

  const csvOf = async (query: string, session: Session, lang = 'en') => {
    const response = await exportOf(query, session, lang);
    expect(response.statusCode, response.body).toBe(200);
    return parseCsv(response.body.replace(/^\uFEFF/, ''));
  };

  const listed = async (query: string, session: Session) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${query}`,
      headers: session.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: TApplication[] }>().results;
  };

  return { t, admin, editor, clientA, clientB, mine, exportOf, csvOf, listed };
}
