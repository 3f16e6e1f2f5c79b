import { store } from '../../../lib/session';
import { createSsoSessionMark } from './sso';

/** The browser's mark of a session that came from single sign-on. */
export const ssoSession = createSsoSessionMark(store);
