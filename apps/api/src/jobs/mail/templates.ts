import { directionOf, type Language } from '@mutabaa/shared';

export type MailTemplate = 'verify_email' | 'reset_password' | 'account_exists' | 'invitation';

/** An account mail (verification, reset) as queued: rendered by the worker, so retries use the same text. */
export type AccountMailJob = {
  template: MailTemplate;
  to: string;
  lang: Language;
  name: string;
  link: string;
  /** The second action's link, for a template with one (account_exists: reset the password). */
  secondLink?: string;
};

/** The e-mail copy of one notification: its own title and message, already in `lang`. */
export type NotificationMailJob = {
  template: 'notification';
  to: string;
  lang: Language;
  name: string;
  link: string;
  title: string;
  message: string;
};

/** A daily or weekly digest: the notifications waiting for it, oldest first. */
export type DigestMailJob = {
  template: 'notification_digest';
  to: string;
  lang: Language;
  name: string;
  link: string;
  digest: 'daily' | 'weekly';
  items: { title: string; message: string; link: string }[];
};

export type MailJob = AccountMailJob | NotificationMailJob | DigestMailJob;

export type RenderedMail = { subject: string; text: string; html: string };

type Copy = {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  secondAction?: string;
  footer: string;
};

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
  invitation: {
    en: {
      subject: 'You are invited to Mutabaa',
      greeting: 'Hello {name},',
      body: 'An administrator created a Mutabaa account for you. Choose your password to start using it. The link is valid for 72 hours and can be used once.',
      action: 'Choose my password',
      footer:
        'If you did not expect this invitation, you can ignore this e-mail; the account stays unused.',
    },
    ar: {
      subject: 'دعوة للانضمام إلى متابعة',
      greeting: 'مرحبًا {name}،',
      body: 'أنشأ لك أحد المسؤولين حسابًا في متابعة. اختر كلمة المرور لتبدأ باستخدامه. الرابط صالح لمدة 72 ساعة ويُستخدم مرة واحدة.',
      action: 'اختيار كلمة المرور',
      footer: 'إذا لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة؛ فلن يُستخدم الحساب.',
    },
  },
  account_exists: {
    en: {
      subject: 'Someone tried to register with your e-mail address — Mutabaa',
      greeting: 'Hello {name},',
      body: 'Someone tried to create a new Mutabaa account with your e-mail address. You already have an account, so nothing was created and your account is unchanged.',
      action: 'Sign in',
      secondAction: 'Forgot your password? Choose a new one',
      footer:
        'If this was not you, you can ignore this e-mail; only someone who can read your e-mail can reset your password.',
    },
    ar: {
      subject: 'محاولة تسجيل ببريدك الإلكتروني — متابعة',
      greeting: 'مرحبًا {name}،',
      body: 'حاول أحدهم إنشاء حساب جديد في متابعة باستخدام بريدك الإلكتروني. لديك حساب بالفعل، لذا لم يُنشأ أي حساب ولم يتغيّر شيء في حسابك.',
      action: 'تسجيل الدخول',
      secondAction: 'نسيت كلمة المرور؟ اختر كلمة مرور جديدة',
      footer:
        'إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة؛ فلا يستطيع إعادة تعيين كلمة مرورك إلا من يقرأ بريدك الإلكتروني.',
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

/** Fixed wording of the notification mails. */
const NOTIFICATION_COPY: Record<
  Language,
  {
    greeting: string;
    open: string;
    footer: string;
    digestSubject: Record<DigestMailJob['digest'], string>;
    digestBody: string;
    viewAll: string;
  }
> = {
  en: {
    greeting: 'Hello {name},',
    open: 'Open in Mutabaa',
    footer:
      'You can choose which notifications you receive by e-mail in your notification preferences.',
    digestSubject: {
      daily: 'Your daily notifications — Mutabaa',
      weekly: 'Your weekly notifications — Mutabaa',
    },
    digestBody: 'Here are your notifications since the last summary ({count}):',
    viewAll: 'View all notifications',
  },
  ar: {
    greeting: 'مرحبًا {name}،',
    open: 'فتح في متابعة',
    footer: 'يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تفضيلات الإشعارات.',
    digestSubject: {
      daily: 'ملخص إشعاراتك اليومي — متابعة',
      weekly: 'ملخص إشعاراتك الأسبوعي — متابعة',
    },
    digestBody: 'إليك إشعاراتك منذ آخر ملخص ({count}):',
    viewAll: 'عرض كل الإشعارات',
  },
};

function button(link: string, label: string): string {
  return `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0693e3;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(label)}</a></p>`;
}

function page(lang: Language, subject: string, body: string): string {
  const dir = directionOf(lang);
  const align = dir === 'rtl' ? 'right' : 'left';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Tahoma, Arial, sans-serif; direction: ${dir}; text-align: ${align};">
${body}
</body>
</html>
`;
}

function renderNotificationMail(job: NotificationMailJob | DigestMailJob): RenderedMail {
  const copy = NOTIFICATION_COPY[job.lang];
  const greeting = copy.greeting.replace('{name}', job.name.trim() || job.to);
  const footer = `<p style="font-size:12px;color:#6c757d;">${escapeHtml(copy.footer)}</p>`;
  if (job.template === 'notification') {
    const text = `${greeting}\n\n${job.title}\n\n${job.message}\n\n${copy.open}: ${job.link}\n\n${copy.footer}\n`;
    const html = page(
      job.lang,
      job.title,
      `<p>${escapeHtml(greeting)}</p>
<h2 style="font-size:18px;">${escapeHtml(job.title)}</h2>
<p>${escapeHtml(job.message)}</p>
${button(job.link, copy.open)}
<p dir="ltr" style="font-size:12px;color:#6c757d;">${escapeHtml(job.link)}</p>
${footer}`,
    );
    return { subject: job.title, text, html };
  }
  const subject = copy.digestSubject[job.digest];
  const intro = copy.digestBody.replace('{count}', String(job.items.length));
  const lines = job.items.map((i) => `- ${i.title}\n  ${i.message}\n  ${i.link}`).join('\n');
  const text = `${greeting}\n\n${intro}\n\n${lines}\n\n${copy.viewAll}: ${job.link}\n\n${copy.footer}\n`;
  const items = job.items
    .map(
      (i) =>
        `<li style="margin-bottom:8px;"><a href="${escapeHtml(i.link)}"><strong>${escapeHtml(i.title)}</strong></a><br>${escapeHtml(i.message)}</li>`,
    )
    .join('\n');
  const html = page(
    job.lang,
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ul>
${items}
</ul>
${button(job.link, copy.viewAll)}
${footer}`,
  );
  return { subject, text, html };
}

/** The mail in the recipient's language: Arabic mails are right to left. */
export function renderMail(job: MailJob): RenderedMail {
  if (job.template === 'notification' || job.template === 'notification_digest') {
    return renderNotificationMail(job);
  }
  const copy = COPY[job.template][job.lang];
  const name = job.name.trim() || job.to;
  const greeting = copy.greeting.replace('{name}', name);
  const dir = directionOf(job.lang);
  const align = dir === 'rtl' ? 'right' : 'left';
  const second =
    copy.secondAction && job.secondLink
      ? { label: copy.secondAction, link: job.secondLink }
      : undefined;
  const text = `${greeting}\n\n${copy.body}\n\n${copy.action}: ${job.link}\n\n${
    second ? `${second.label}: ${second.link}\n\n` : ''
  }${copy.footer}\n`;
  const html = `<!doctype html>
<html lang="${job.lang}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="font-family: Tahoma, Arial, sans-serif; direction: ${dir}; text-align: ${align};">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(copy.body)}</p>
<p><a href="${escapeHtml(job.link)}" style="display:inline-block;padding:10px 18px;background:#0693e3;color:#ffffff;text-decoration:none;border-radius:4px;">${escapeHtml(copy.action)}</a></p>
<p dir="ltr" style="font-size:12px;color:#6c757d;">${escapeHtml(job.link)}</p>
${second ? `${button(second.link, second.label)}\n<p dir="ltr" style="font-size:12px;color:#6c757d;">${escapeHtml(second.link)}</p>\n` : ''}<p style="font-size:12px;color:#6c757d;">${escapeHtml(copy.footer)}</p>
</body>
</html>
`;
  return { subject: copy.subject, text, html };
}
