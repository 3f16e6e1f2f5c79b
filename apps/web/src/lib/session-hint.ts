import { SESSION_HINT_COOKIE } from '@mutabaa/shared';

/**
 * Tells the server whether this browser holds a session, as the `language` cookie tells it the
 * language: a signed-in address is then sent with its screen's files listed to download at once.
 */
export function writeSessionHint(signedIn: boolean) {
  if (typeof document === 'undefined') return;
  document.cookie = signedIn
    ? `${SESSION_HINT_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
    : `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
