import { LOGO_MAX_BYTES } from '@mutabaa/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signInAs, type Session } from '../../test/factories.js';
import { multipartFile, TINY_PNG } from '../../test/multipart.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const upload = (
  data: Buffer,
  filename = 'logo.png',
  type = 'image/png',
  headers: Record<string, string> = {},
  field = 'logo',
) => {
  const body = multipartFile(field, filename, type, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/system/upload-logo/',
    headers: { ...admin.auth, ...body.headers, ...headers },
    payload: body.payload,
  });
};

/** A PNG signature followed by padding up to `size` bytes. */
const pngOfSize = (size: number) => Buffer.concat([TINY_PNG, Buffer.alloc(size - TINY_PNG.length)]);

describe('POST /api/system/upload-logo/', () => {
  it('accepts a real PNG, sets the logo URL, audits it, and serves it with nosniff', async () => {
    const response = await upload(TINY_PNG);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.detail).toBe('The logo has been uploaded.');
    expect(body.logo_url).toMatch(/^\/api\/system\/logo\/[0-9a-f]{64}\.png$/);
    expect(body.branding.logo_url).toBe(body.logo_url);

    const served = await t.app.inject({ method: 'GET', url: body.logo_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const branding = await t.app.inject({ method: 'GET', url: '/api/system/branding/' });
    expect(branding.json().logo_url).toBe(body.logo_url);

    const rows = await t.app.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'setting.updated'), eq(auditLogs.entityId, 'BRAND_LOGO_URL')),
      );
    expect(rows[0]?.changes).toMatchObject({
      from: '',
      to: body.logo_url,
      content_type: 'image/png',
    });
  });

  it('accepts JPEG and WebP by content, whatever the name says', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const jpegResponse = await upload(jpeg, 'logo.bin', 'application/octet-stream');
    expect(jpegResponse.statusCode).toBe(200);
    expect(jpegResponse.json().logo_url).toMatch(/\.jpg$/);
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(32),
    ]);
    const webpResponse = await upload(webp, 'logo.webp', 'image/webp');
    expect(webpResponse.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: webpResponse.json().logo_url });
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('accepts a file just under the limit (larger than the 1 MB JSON body limit)', async () => {
    const response = await upload(pngOfSize(LOGO_MAX_BYTES - 1024));
    expect(response.statusCode).toBe(200);
  });

  it('refuses a logo over 2 MB with 413, in English and Arabic, with `error`', async () => {
    const response = await upload(pngOfSize(LOGO_MAX_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'payload_too_large',
      detail: 'The logo is too large: the limit is 2 MB.',
      error: 'The logo is too large: the limit is 2 MB.',
    });
    const ar = await upload(pngOfSize(LOGO_MAX_BYTES + 10), 'a.png', 'image/png', {
      'accept-language': 'ar',
    });
    expect(ar.statusCode).toBe(413);
    expect(ar.json().error).toBe('حجم الشعار كبير جدًا: الحد الأقصى 2 ميغابايت.');
  });

  it('refuses a text file named .png and an SVG with 415', async () => {
    const text = await upload(Buffer.from('hello, this is not an image'), 'logo.png', 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      code: 'unsupported_media_type',
      error: 'The logo must be a PNG, JPEG or WebP image.',
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const svgResponse = await upload(svg, 'logo.svg', 'image/svg+xml');
    expect(svgResponse.statusCode).toBe(415);
    const ar = await upload(svg, 'logo.svg', 'image/svg+xml', { 'accept-language': 'ar' });
    expect(ar.json().error).toBe('يجب أن يكون الشعار صورة PNG أو JPEG أو WebP.');
  });

  it('asks for a file when there is none or it has another field name', async () => {
    const other = await upload(TINY_PNG, 'logo.png', 'image/png', {}, 'image');
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.logo).toEqual(['Choose a logo file to upload.']);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/system/upload-logo/',
      headers: admin.auth,
      payload: { logo: 'x' },
    });
    expect(json.statusCode).toBe(422);
  });

  it('answers 404 for unknown logo names and never reads outside the store', async () => {
    for (const url of [
      `/api/system/logo/${'0'.repeat(64)}.png`,
      '/api/system/logo/..%2F..%2Fjwt-secret',
      '/api/system/logo/x.svg',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers a malformed multipart body with 400, never 500', async () => {
    const bodies = [
      { type: 'multipart/form-data; boundary=abc', payload: 'garbage' },
      { type: 'multipart/form-data', payload: 'garbage' },
      {
        type: 'multipart/form-data; boundary=abc',
        payload:
          '--abc\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n' +
          'Content-Type: image/png\r\n\r\n',
      },
    ];
    for (const body of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/system/upload-logo/',
        headers: { ...admin.auth, 'content-type': body.type },
        payload: body.payload,
      });
      expect(response.statusCode, body.payload).toBe(400);
      expect(response.json().code).toBe('bad_request');
    }
  });
});
