/**
 * Keeps a cookie that only tells the server how to send the app's page (its language, whether a
 * session is held): site-wide, for a year, never sent cross-site. `null` removes it.
 */
export function setPageCookie(name: string, value: string | null) {
  if (typeof document === 'undefined') return;
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; samesite=lax`
      : `${name}=${value}; path=/; max-age=31536000; samesite=lax`;
}
