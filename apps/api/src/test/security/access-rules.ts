import type { Session } from '../factories.js';
import { TINY_PNG } from '../multipart.js';
import { ROLE_OF, type ActorName, type OptionList, type World } from './world.js';

/** One status, or any of several. */
export type Expected = number | readonly number[];

/** What one request sends besides its method and path. */
export type RequestParts = {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart upload with one file part. */
  file?: { field: string; fileName: string; contentType: string; data: Buffer };
  /** Credentials in place of the actor's own (a fresh session of the same role). */
  session?: Session;
};

export type AccessRow = {
  expect: Record<ActorName, Expected>;
  /**
   * The request for `actor`, called once per actor and request: a write gets its own fresh
   * fixture here, so that it cannot spoil the next actor's request.
   */
  request?: (w: World, actor: ActorName) => RequestParts | Promise<RequestParts>;
  /** The multipart field an upload route reads (the fuzz test sends malformed multipart there). */
  upload?: string;
  /** Server-sent events: the answer never ends, so it is read over a real connection. */
  stream?: true;
};

export const everyone = (status: Expected) => ({
  anonymous: status,
  clientA: status,
  clientB: status,
  editor: status,
  otherEditor: status,
  admin: status,
});
export const signedIn = (status: Expected) => ({ ...everyone(status), anonymous: 401 });
/** Editors and admins. */
export const staff = (status: Expected) => ({
  ...signedIn(403),
  editor: status,
  otherEditor: status,
  admin: status,
});
export const adminOnly = (status: Expected) => ({ ...signedIn(403), admin: status });
/** Client A's application: its client, its assigned editor and admins; 404 for the others. */
export const scoped = (status: Expected) => ({
  ...signedIn(404),
  clientA: status,
  editor: status,
  admin: status,
});
/** Editor's own imports: 404 for other staff, admins too; clients are refused first. */
export const editorsOwn = (status: Expected) => ({
  ...signedIn(403),
  editor: status,
  otherEditor: 404,
  admin: 404,
});
export const editorsImport = async (w: World) => ({ params: { id: await w.newImport() } });
export const csvFile = (field: string) => ({
  field,
  fileName: 'fixture.csv',
  contentType: 'text/csv',
  data: Buffer.from('Title,Priority\r\nImported,normal\r\n'),
});
/** Client A's own rows (notifications, preferences): 404 for everyone else, admins too. */
export const own = (status: Expected) => ({ ...signedIn(404), clientA: status });

export const freshSession = async (w: World, actor: ActorName) =>
  actor === 'anonymous' ? undefined : w.freshSession(ROLE_OF[actor]);
let sequence = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence += 1)}`;
export const png = (field: string) => ({
  field,
  fileName: 'fixture.png',
  contentType: 'image/png',
  data: TINY_PNG,
});

export function optionRows(list: OptionList): Record<string, AccessRow> {
  const base = `/api/transactions/form-config/${list}/`;
  return {
    [`GET ${base}`]: { expect: signedIn(200) },
    [`POST ${base}`]: {
      expect: adminOnly(201),
      request: () => ({
        body: { value: unique('v'), label_en: 'New', label_ar: 'جديد', badge_color: '#336699' },
      }),
    },
    [`GET ${base}active/`]: { expect: signedIn(200) },
    [`POST ${base}reorder/`]: {
      expect: adminOnly(200),
      request: (w) => ({ body: { ids: [w.optionIds[list]] } }),
    },
    [`PATCH ${base}{id}/`]: {
      expect: adminOnly(200),
      // A fresh option: the fuzz test may deactivate it, which the fixtures must survive.
      request: async (w) => ({
        params: { id: await w.newOption(list) },
        body: { label_en: 'Renamed' },
      }),
    },
    [`DELETE ${base}{id}/`]: {
      expect: adminOnly(204),
      request: async (w) => ({ params: { id: await w.newOption(list) } }),
    },
  };
}

export const application = (w: World) => ({ params: { id: w.application.id } });
export const draftOfA = async (w: World) => ({
  params: { id: (await w.newApplication('draft')).id },
});
