import type { TEmailTemplate } from '@mutabaa/shared';
import { testCast } from '../../test/cast.js';

type Method = 'GET' | 'POST' | 'PATCH';

/** The app, an admin, and how the e-mail template tests call the API and read a template. */
export function templatesSetup() {
  const {
    t,
    sessions: [admin],
  } = testCast([['admin', { fullName: 'Template Admin' }]]);

  const call = (method: Method, url: string, payload?: object, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/email-templates${url}`,
      headers: { ...admin.auth, 'accept-language': lang },
      ...(payload !== undefined && { payload }),
    });

  async function templateOf(key: string): Promise<TEmailTemplate> {
    const list = (await call('GET', '/')).json<TEmailTemplate[]>();
    return list.find((x) => x.key === key)!;
  }

  return { t, admin, call, templateOf };
}
