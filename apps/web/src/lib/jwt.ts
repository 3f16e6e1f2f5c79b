export type JwtClaims = {
  exp?: number;
  user_id?: number;
  email?: string;
  role?: string;
  full_name?: string;
  token_type?: string;
};

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads a JWT's claims without checking the signature (the server does that). */
export function decodeJwt(token: string | null | undefined): JwtClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    return claims && typeof claims === 'object' ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}

/**
 * True when the token is missing, unreadable, has no exp, or expires within `skewSeconds`.
 * A small skew avoids sending a token that dies on the way to the server.
 */
export function isTokenExpired(
  token: string | null | undefined,
  nowMs: number = Date.now(),
  skewSeconds = 10,
): boolean {
  const exp = decodeJwt(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp * 1000 <= nowMs + skewSeconds * 1000;
}

export function isTokenValid(token: string | null | undefined, nowMs: number = Date.now()) {
  return !isTokenExpired(token, nowMs);
}
