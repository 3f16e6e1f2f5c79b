/**
 * `Content-Disposition: attachment` with an ASCII `filename` for old clients and the exact
 * UTF-8 name as RFC 5987 `filename*`, so Arabic names survive the download. `asciiName` is the
 * fallback when the caller has a better one than the name with its other characters replaced.
 */
export function contentDisposition(fileName: string, asciiName?: string): string {
  const fallback = asciiName ?? fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
