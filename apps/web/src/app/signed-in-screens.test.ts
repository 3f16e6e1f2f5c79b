import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './router';
import { SIGNED_IN_SCREENS } from './signed-in-screens';

describe('the signed-in screens', () => {
  it('each load a module that exports the named screen', async () => {
    for (const screen of SIGNED_IN_SCREENS) {
      const module = (await signedInPage(screen).preload()) as Record<string, unknown>;
      expect(typeof module[screen.component], screen.module).toBe('function');
    }
  }, 60_000);

  it('have addresses of their own', () => {
    const routes = SIGNED_IN_SCREENS.map(({ path }) => ({ path }));
    for (const { path } of SIGNED_IN_SCREENS) {
      const example = path.replace(/:[^/]+/g, '7');
      expect(matchRoutes(routes, example)?.[0]?.route.path, example).toBe(path);
    }
  });

  it('refuse a module that is not a page', () => {
    expect(() =>
      signedInPage({ path: '/x', module: 'auth/pages/login-page', component: 'LoginPage' }),
    ).toThrow(/not a page module/);
  });
});
