/** A JWT-shaped token (unsigned) whose exp lies `seconds` from `nowMs`. */
export function makeToken(seconds: number, nowMs = Date.now(), claims: object = {}): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(nowMs / 1000) + seconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp, ...claims })}.c2ln`;
}
