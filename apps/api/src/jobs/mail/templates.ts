import { directionOf, type Language } from '@mutabaa/shared';

export type MailTemplate = 'verify_email' | 'reset_password';

/** A mail job as queued: rendered by the worker, so retries use the same text. */
export type MailJob = {
  template: MailTemplate;
  to: string;
  lang: Language;
  name: string;
  link: string;
};

export type RenderedMail = { subject: string; text: string; html: string };

type Copy = { subject: string; greeting: string; body: string; action: string; footer: string };

const COPY: Record<MailTemplate, Record<Language, Copy>> = {
  verify_email: {
    en: {
      subject: 'Confirm your e-mail address — Mutabaa',
      greeting: 'Hello {name},',
      body: 'Thank you for registering with Mutabaa. Confirm your e-mail address to activate your account. The link is valid for 48 hours.',
      action: 'Confirm my e-mail address',
      footer: 'If you did not create an account, you can ignore this e-mail.',
    },
    ar: {
      subject: 'تأكيد بريدك الإلكتروني — متابعة',
      greeting: 'مرحبًا {name}،',
      body: 'شكرًا لتسجيلك في متابعة. أكّد بريدك الإلكتروني لتفعيل حسابك. الرابط صالح لمدة 48 ساعة.',
      action: 'تأكيد بريدي الإلكتروني',
      footer: 'إذا لم تنشئ حسابًا، يمكنك تجاهل هذه الرسالة.',
    },
  },
  reset_password: {
    en: {
      subject: 'Reset your password — Mutabaa',
      greeting: 'Hello {name},',
      body: 'We received a request to reset the password of your Mutabaa account. The link is valid for one hour and can be used once.',
      action: 'Choose a new password',
      footer:
        'If you did not ask for this, you can ignore this e-mail; your password stays unchanged.',
    },
    ar: {
      subject: 'إعادة تعيين كلمة المرور — متابعة',
      greeting: 'مرحبًا {name}،',
      body: 'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في متابعة. الرابط صالح لمدة ساعة واحدة ويُستخدم مرة واحدة.',
      action: 'اختيار كلمة مرور جديدة',
      footer: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.',
    },
  },
};

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The mail in the recipient's language: Arabic mails are right to left. */
export function renderMail(job: MailJob): RenderedMail {
  const copy = COPY[job.template][job.lang];
  const name = job.name.trim() || job.to;
  const greeting = copy.greeting.replace('{name}', name);
  const dir = directionOf(job.lang);
  const align = dir === 'rtl' ? 'right' : 'left';
  const text = `${greeting}\n\n${copy.body}\n\n${copy.action}: ${job.link}\n\n${copy.footer}\n`;
  const html = `<!doctype html>
<html lang="${job.lang}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="font-family: Tahoma, Arial, sans-serif; direction: ${dir}; text-align: ${align};">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(copy.body)}</p>
<p><a href="${escapeHtml(job.link)}" style="display:inline-block;padding:10px 18px;background:#0693e3;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(copy.action)}</a></p>
<p dir="ltr" style="font-size:12px;color:#6c757d;">${escapeHtml(job.link)}</p>
<p style="font-size:12px;color:#6c757d;">${escapeHtml(copy.footer)}</p>
</body>
</html>
`;
  return { subject: copy.subject, text, html };
}
