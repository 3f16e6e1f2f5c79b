import { SESSION_HINT_COOKIE } from '@mutabaa/shared';
import { setPageCookie } from './page-cookie';

/**
 * Tells the server whether this browser holds a session, as the `language` cookie tells it the
 * language: a signed-in address is then sent with its screen's files listed to download at once.
 */
export function writeSessionHint(signedIn: boolean) {
  setPageCookie(SESSION_HINT_COOKIE, signedIn ? '1' : null);
}
