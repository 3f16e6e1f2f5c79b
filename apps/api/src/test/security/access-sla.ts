import { adminOnly, staff, unique, type AccessRow } from './access-rules.js';
import type { World } from './world.js';

/** A new holiday or (inactive, so that no pair is taken) policy, made by the admin. */
async function created(w: World, path: string, body: object): Promise<number> {
  const response = await w.app.inject({
    method: 'POST',
    url: `/api/sla/${path}/`,
    headers: w.sessions.admin.auth,
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`fixture ${path}: ${response.body}`);
  return response.json<{ id: number }>().id;
}

const holiday = () => ({
  name_ar: unique('عطلة '),
  name_en: unique('Holiday '),
  date_from: '2031-03-20',
  date_to: '2031-03-22',
});
const policy = () => ({
  name_ar: unique('سياسة '),
  name_en: unique('Policy '),
  resolution_hours: 16,
  active: false,
});
const newHoliday = (w: World) => created(w, 'holidays', holiday());
const newPolicy = (w: World) => created(w, 'policies', policy());

/** Service levels: the calendar (read by staff), holidays and policies (admin). */
export const SLA_ACCESS: Record<string, AccessRow> = {
  'GET /api/sla/calendar/': { expect: staff(200) },
  'PUT /api/sla/calendar/': {
    expect: adminOnly(200),
    request: () => ({
      body: {
        timezone: 'Asia/Riyadh',
        working_days: [0, 1, 2, 3, 4],
        day_start: '08:00',
        day_end: '15:00',
      },
    }),
  },
  'GET /api/sla/calendar/due/': {
    expect: staff(200),
    request: () => ({ query: { start: '2026-11-29T05:00:00Z', hours: '7.5' } }),
  },
  'GET /api/sla/holidays/': { expect: adminOnly(200) },
  'POST /api/sla/holidays/': { expect: adminOnly(201), request: () => ({ body: holiday() }) },
  'PATCH /api/sla/holidays/{id}/': {
    expect: adminOnly(200),
    request: async (w) => ({ params: { id: await newHoliday(w) }, body: { name_en: 'Renamed' } }),
  },
  'DELETE /api/sla/holidays/{id}/': {
    expect: adminOnly(204),
    request: async (w) => ({ params: { id: await newHoliday(w) } }),
  },
  'GET /api/sla/policies/': { expect: adminOnly(200) },
  'POST /api/sla/policies/': { expect: adminOnly(201), request: () => ({ body: policy() }) },
  'PATCH /api/sla/policies/{id}/': {
    expect: adminOnly(200),
    request: async (w) => ({ params: { id: await newPolicy(w) }, body: { name_en: 'Renamed' } }),
  },
  'DELETE /api/sla/policies/{id}/': {
    expect: adminOnly(200),
    request: async (w) => ({ params: { id: await newPolicy(w) } }),
  },
};
