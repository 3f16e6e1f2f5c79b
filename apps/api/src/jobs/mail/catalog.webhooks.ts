import type { Language } from '@mutabaa/shared';

const v = (name: string, en: unknown, ar: unknown = en) => ({ name, sample: { en, ar } });

type Text = Record<Language, { subject: string; body: string }>;

/**
 * The mail of webhooks (catalog.ts lists it with the others): to the admin who added a webhook
 * that failed for so long that it was turned off. Its title and message are the in-app
 * notification's.
 */
export const WEBHOOK_MAIL_TEMPLATES = [
  {
    key: 'webhook_disabled' as const,
    name: { en: 'Webhook turned off', ar: 'إيقاف خطاف ويب' },
    variables: [
      v('name', 'Sara Ahmed', 'سارة أحمد'),
      v('title', 'A webhook was turned off', 'أُوقف أحد خطافات الويب'),
      v(
        'message',
        'The webhook to https://crm.example.com/hooks failed every delivery for 5 days and was turned off.',
        'فشلت كل عمليات التسليم إلى خطاف الويب https://crm.example.com/hooks مدة 5 يوم، فأُوقف.',
      ),
      v('link', 'https://mutabaa.example/settings?tab=webhooks'),
      v(
        'date',
        'Thursday, 3 December 2026 at 09:00',
        'الخميس ١٢ جمادى الآخرة ١٤٤٨ هـ الساعة ٠٩:٠٠',
      ),
    ],
    defaults: {
      en: {
        subject: '{{ title }}',
        body: 'Hello {{ name }},\n\n{{ message }}\n\nDate: {{ date }}\n\n[Open the webhooks]({{ link }})',
      },
      ar: {
        subject: '{{ title }}',
        body: 'مرحبًا {{ name }}،\n\n{{ message }}\n\nالتاريخ: {{ date }}\n\n[فتح خطافات الويب]({{ link }})',
      },
    } satisfies Text,
  },
];
