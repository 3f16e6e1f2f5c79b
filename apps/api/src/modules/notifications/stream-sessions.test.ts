import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAs, TEST_PASSWORD, type Session } from '../../test/factories.js';
import { updateUser } from '../users/users.repository.js';
import { StreamReader } from './stream-reader.js';

let t: TestApp;
let base: string;
const readers: StreamReader[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const reader of readers) reader.close();
  await t?.close();
});

async function open(authorization: string) {
  const reader = await StreamReader.open(`${base}/api/notifications/stream/`, { authorization });
  readers.push(reader);
  expect(reader.status).toBe(200);
  await reader.next((e) => e.event === 'unread');
  return reader;
}

/** The session's access token again, expiring in `seconds`. */
function shortLived(session: Session, seconds: number): string {
  const claims = JSON.parse(Buffer.from(session.access.split('.')[1]!, 'base64url').toString());
  const { exp: _exp, iat: _iat, ...rest } = claims as Record<string, unknown>;
  return t.app.jwt.sign(rest, { expiresIn: `${seconds}s` });
}

describe('a notification stream ends with its session', () => {
  it('when its access token expires', async () => {
    const session = await signInAs(t.app, 'client');
    const reader = await open(`Bearer ${shortLived(session, 2)}`);
    const opened = Date.now();
    await expect(reader.next(() => false, 5000)).rejects.toThrow('stream ended');
    expect(Date.now() - opened).toBeLessThan(3000);
  });

  it('when its session is revoked (logout), leaving the user’s other sessions open', async () => {
    const session = await signInAs(t.app, 'client');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: session.user.email, password: TEST_PASSWORD },
    });
    const other = again.json<{ access: string }>();
    const revoked = await open(session.auth.authorization);
    const kept = await open(`Bearer ${other.access}`);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      payload: { refresh: session.refresh },
    });
    expect(out.statusCode).toBe(200);
    // What the hub does every SESSION_CHECK_MS (10 s).
    await t.app.notificationHub.checkSessions();
    await expect(revoked.next(() => false, 2000)).rejects.toThrow('stream ended');
    await expect(kept.next(() => false, 300)).rejects.toThrow('no such event within');
  });

  it('when the user is deactivated', async () => {
    const session = await signInAs(t.app, 'client');
    const reader = await open(session.auth.authorization);
    await updateUser(t.app.db, session.user.id, { isActive: false });
    await t.app.notificationHub.checkSessions();
    await expect(reader.next(() => false, 2000)).rejects.toThrow('stream ended');
  });
});
