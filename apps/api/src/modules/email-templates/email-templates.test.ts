import {
  EMAIL_TEMPLATE_KEYS,
  type TEmailTemplate,
  type TEmailTemplateVersion,
  type TRenderedEmail,
} from '@mutabaa/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index.js';
import { TEMPLATE_CATALOG } from '../../jobs/mail/catalog.js';
import { renderTemplate } from '../../jobs/mail/render.js';
import { signInAs, uniqueEmail } from '../../test/factories.js';
import { mailCount, waitForMail } from '../../test/mail.js';
import { templatesSetup } from './email-templates.fixtures.js';

const { t, admin, call, templateOf } = templatesSetup();

const HOSTILE = '<script>alert("x")</script> \'quoted\' & "double" \u202Eexe.pdf';

describe('the shipped templates', () => {
  it('lists every mail the product sends, each default, in both languages', async () => {
    const list = (await call('GET', '/')).json<TEmailTemplate[]>();
    expect(list.map((x) => x.key)).toEqual([...EMAIL_TEMPLATE_KEYS]);
    for (const template of list) {
      expect(template.is_customised).toBe(false);
      expect(template.subject_ar).toMatch(/[\u0600-\u06FF]|\{\{/);
      expect(template.variables.length).toBeGreaterThan(0);
    }
  });

  it('renders every shipped template in both languages with only its own variables', () => {
    for (const definition of TEMPLATE_CATALOG) {
      for (const lang of ['ar', 'en'] as const) {
        const values = Object.fromEntries(
          definition.variables.map((v) => [v.name, v.sample[lang]]),
        );
        const mail = renderTemplate(definition.defaults[lang], lang, values);
        expect(mail.subject.length).toBeGreaterThan(0);
        expect(mail.text).not.toContain('{{');
        expect(mail.html).toContain(`dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
      }
    }
  });
});

describe('editing', () => {
  it('refuses an unknown or misspelt variable, naming it, and saves nothing', async () => {
    const template = await templateOf('verify_email');
    const response = await call(
      'PATCH',
      `/${template.id}/`,
      { body_ar: 'مرحبًا {{ nme }}، {{ link }}' },
      'ar',
    );
    expect(response.statusCode).toBe(422);
    const body = response.json<{ errors: Record<string, string[]> }>();
    expect(body.errors.body_ar![0]).toContain('nme');
    expect(body.errors.body_ar![0]).toMatch(/[\u0600-\u06FF]/);
    const broken = await call('PATCH', `/${template.id}/`, { subject_en: 'Hi {{ name ' });
    expect(broken.statusCode).toBe(422);
    expect(Object.keys(broken.json().errors)).toEqual(['subject_en']);
    const escape = await call('PATCH', `/${template.id}/`, {
      body_en: '{% include "/etc/passwd" %}',
    });
    expect(escape.statusCode).toBe(422);
    expect((await templateOf('verify_email')).version).toBe(1);
  });

  it('escapes hostile values in the HTML part and drops direction overrides', async () => {
    const template = await templateOf('notification_comment');
    const response = await call('POST', `/${template.id}/preview/`, {
      language: 'ar',
      body: 'مرحبًا {{ name }}\n\n{{ message }}\n\n{{ message | raw }}\n\n[فتح]({{ link }})',
    });
    expect(response.statusCode, response.body).toBe(200);
    const plain = renderTemplate(
      {
        subject: '{{ title }}',
        body: '{{ message }}\n\n{{ message | raw }}\n\n[Open]({{ link }})',
      },
      'en',
      { title: HOSTILE, message: HOSTILE, link: 'https://x.example/a"onmouseover="b' },
    );
    expect(plain.html).not.toContain('<script>');
    expect(plain.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;quoted&#39; &amp;',
    );
    expect(plain.html).not.toContain('"onmouseover');
    for (const part of [plain.subject, plain.text, plain.html])
      expect(part).not.toContain('\u202E');
    const preview = response.json<TRenderedEmail>();
    expect(preview.html).toContain('<html lang="ar" dir="rtl">');
    expect(preview.html).toMatch(/<a href="https:\/\/[^"]+"[^>]*>فتح<\/a>/);
  });

  it('a value cannot make a button or a link of its own', () => {
    const mail = renderTemplate({ subject: 's', body: '{{ title }}' }, 'en', {
      title: '[Pay now](https://evil.example)',
    });
    expect(mail.html).not.toMatch(/<a [^>]*>Pay now<\/a>/);
  });

  it('saves each edit as a version, restores one and resets to the default, auditing each', async () => {
    const template = await templateOf('reset_password');
    const saved = await call('PATCH', `/${template.id}/`, {
      subject_ar: 'كلمة مرور جديدة يا {{ name }}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, is_customised: true });
    const again = await call('PATCH', `/${template.id}/`, { body_en: 'Reset: {{ link }}' });
    expect(again.json().version).toBe(3);
    const versions = (await call('GET', `/${template.id}/versions/`)).json<
      TEmailTemplateVersion[]
    >();
    expect(versions.map((v) => [v.version, v.is_current])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(versions[0]!.created_by?.id).toBe(admin.user.id);
    expect(versions[2]!.created_by).toBeNull();

    const restored = await call('POST', `/${template.id}/restore/`, { version: 2 });
    expect(restored.json()).toMatchObject({
      version: 4,
      subject_ar: 'كلمة مرور جديدة يا {{ name }}',
      body_en: template.body_en,
    });
    expect((await call('POST', `/${template.id}/restore/`, { version: 99 })).statusCode).toBe(422);
    const reset = await call('POST', `/${template.id}/reset/`);
    expect(reset.json()).toMatchObject({
      version: 5,
      is_customised: false,
      subject_ar: template.subject_ar,
    });

    const entries = await t.app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, 'reset_password'))
      .orderBy(auditLogs.seq);
    expect(entries.map((e) => e.action)).toEqual([
      'email_template.updated',
      'email_template.updated',
      'email_template.restored',
      'email_template.reset',
    ]);
    expect(entries[0]!.changes).toMatchObject({
      subject_ar: { from: template.subject_ar, to: 'كلمة مرور جديدة يا {{ name }}' },
    });
    expect(entries.every((e) => e.actorId === admin.user.id)).toBe(true);
  });

  it('previews unsaved edits with a real application', async () => {
    const template = await templateOf('notification_status_change');
    const client = await signInAs(t.app, 'client', { fullName: 'Salem Client' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/',
      headers: admin.auth,
      payload: {
        title: 'ترخيص محل',
        transaction_type: 'permit',
        priority: 'normal',
        client: client.user.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const application = created.json<{ id: number; reference_number: string }>();
    const response = await call('POST', `/${template.id}/preview/`, {
      language: 'en',
      subject: 'About {{ title }}',
      transaction_id: application.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<TRenderedEmail>();
    expect(preview.subject).toContain(application.reference_number);
    expect(preview.text).toContain('ترخيص محل');
    expect(preview.text).toContain(`/transactions/${application.id}`);
    const missing = await call('POST', `/${template.id}/preview/`, {
      language: 'en',
      transaction_id: 2147483000,
    });
    expect(missing.statusCode).toBe(422);
  });
});

// Within the render's memory (one small range, assigned once), but 70⁴ loop turns.
const COSTLY =
  '{% assign r = (1..70) %}{% for i in r %}{% for j in r %}{% for k in r %}{% for l in r %}{{ name }}{% endfor %}{% endfor %}{% endfor %}{% endfor %}';

describe('the render budget', () => {
  it('refuses a template too costly to render, on save and on preview, localised and at once', async () => {
    const template = await templateOf('notification_comment');
    const saved = await call('PATCH', `/${template.id}/`, { body_ar: COSTLY }, 'ar');
    expect(saved.statusCode).toBe(422);
    expect(saved.json().errors.body_ar[0]).toContain('يستغرق عرض هذا القالب وقتًا طويلًا');
    expect((await templateOf('notification_comment')).version).toBe(template.version);
    for (const kind of ['range', 'loop']) {
      const body = kind === 'loop' ? COSTLY : '{{ (1..10000000) | join: "," }}';
      const start = performance.now();
      const preview = await call('POST', `/${template.id}/preview/`, { language: 'en', body });
      const ms = performance.now() - start;
      expect(preview.statusCode, preview.body).toBe(422);
      expect(preview.json().errors.body[0]).toMatch(/takes too long to render/);
      // It was refused after a second of rendering, twice; now after the tens of milliseconds
      // of one budget.
      expect(ms).toBeLessThan(400);
    }
  });

  it('three costly previews at once delay a health check by less than 100 ms', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const template = await templateOf('notification_comment');
    const preview = () =>
      fetch(`${base}/api/email-templates/${template.id}/preview/`, {
        method: 'POST',
        headers: { ...admin.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'en', body: COSTLY }),
      }).then((r) => r.status);
    const health = async () => {
      const start = performance.now();
      const response = await fetch(`${base}/api/health/`);
      await response.arrayBuffer();
      return performance.now() - start;
    };
    await health();
    let running = true;
    const clients = Promise.all(
      [1, 2, 3].map(async () => {
        const statuses = [];
        for (let i = 0; i < 4; i += 1) statuses.push(await preview());
        return statuses;
      }),
    ).finally(() => {
      running = false;
    });
    const waits: number[] = [];
    while (running) {
      waits.push(await health());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await clients).flat()).toEqual(Array(12).fill(422));
    expect(waits.length).toBeGreaterThan(0);
    // 100 ms is the aim. Before the budget each preview held the thread for two seconds, and
    // the checks waited 218 to 3,083 ms; the bounds leave room for a machine busy with other
    // work (a test worker beside this one, a garbage collection).
    const shown = waits.map(Math.round).join(' ');
    const sorted = [...waits].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)], shown).toBeLessThan(100);
    expect(sorted.at(-1), shown).toBeLessThan(1_000);
  });
});

describe('the mails the product sends', () => {
  it('a customised verification template is what the next verification mail contains, in each language', async () => {
    const template = await templateOf('verify_email');
    const patched = await call('PATCH', `/${template.id}/`, {
      subject_en: 'Welcome aboard, {{ name }}',
      subject_ar: 'أهلًا بك يا {{ name }}',
      body_en: 'Dear {{ name }},\n\n[Activate]({{ link }})',
      body_ar: 'عزيزنا {{ name }}،\n\n[تفعيل الحساب]({{ link }})',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    for (const lang of ['en', 'ar'] as const) {
      const email = uniqueEmail(`tpl-${lang}`);
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/register/',
        headers: { 'accept-language': lang },
        payload: {
          email,
          password: 'Correct#Horse1',
          confirm_password: 'Correct#Horse1',
          first_name: lang === 'ar' ? 'ليلى' : 'Layla',
          last_name: 'Test',
          language_preference: lang,
        },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const mail = await waitForMail(t.config.dataDir, email);
      if (lang === 'en') {
        expect(mail.subject).toBe('Welcome aboard, Layla Test');
        expect(mail.text).toMatch(/^Dear \u2068Layla Test\u2069,\n\nActivate: http/);
        expect(mail.html).toMatch(/<a href="http[^"]*\/verify-email\/[^"]+"[^>]*>Activate<\/a>/);
      } else {
        expect(mail.subject).toBe('أهلًا بك يا ليلى Test');
        expect(mail.text).toContain('تفعيل الحساب: http');
        expect(mail.html).toContain('dir="rtl"');
      }
    }
    await call('POST', `/${template.id}/reset/`);
  });

  it('a mail queued before an edit is sent with the text of its moment', async () => {
    const template = await templateOf('invitation');
    const email = uniqueEmail('invitee');
    // Stop the worker from picking the mail up before the edit: queue it in a transaction
    // that commits only after the template changed.
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: admin.auth,
      payload: {
        email,
        first_name: 'Nora',
        last_name: 'Q',
        role: 'editor',
        language_preference: 'en',
      },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await call('PATCH', `/${template.id}/`, { subject_en: 'Changed after queueing' });
    const mail = await waitForMail(t.config.dataDir, email);
    expect(mail.subject).toBe(template.subject_en);
    await call('POST', `/${template.id}/reset/`);
  });

  it('sends a test of the saved template to the admin’s own address', async () => {
    const template = await templateOf('digest_weekly');
    const before = await mailCount(t.config.dataDir, admin.user.email);
    const response = await call('POST', `/${template.id}/test/`, { language: 'ar' }, 'ar');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().detail).toContain(admin.user.email);
    const mail = await waitForMail(t.config.dataDir, admin.user.email, { after: before });
    expect(mail.subject).toBe(template.subject_ar);
    expect(mail.text).toContain('Template Admin');
    expect(mail.html).toContain('<li');
    const [entry] = await t.app.db
      .select()
      .from(auditLogs)
      .where(sql`${auditLogs.action} = 'email_template.test_sent'`);
    expect(entry).toMatchObject({ actorId: admin.user.id, entityId: 'digest_weekly' });
  });
});
