import type { Language } from '@mutabaa/shared';

const v = (name: string, en: unknown, ar: unknown = en) => ({ name, sample: { en, ar } });
const NAME = v('name', 'Sara Ahmed', 'سارة أحمد');
const REFERENCE = v('reference_number', 'TRX-2026-001024');
const APP_TITLE = v('application_title', 'Commercial licence renewal', 'تجديد رخصة تجارية');
const APP_LINK = v('link', 'https://mutabaa.example/transactions/1024');

/**
 * The mails of official documents (catalog.ts lists them with the others): the receipt, sent
 * with its PDF attached when an application is first submitted, and a decision letter or
 * certificate issued, with a link to the application's documents.
 */
export const DOCUMENT_MAIL_TEMPLATES = [
  {
    key: 'document_receipt' as const,
    name: { en: 'Receipt of an application', ar: 'إيصال استلام طلب' },
    variables: [NAME, REFERENCE, APP_TITLE, APP_LINK],
    defaults: {
      en: {
        subject: 'We received your application {{ reference_number }} — Mutabaa',
        body: 'Hello {{ name }},\n\nWe received your application {{ reference_number }}, “{{ application_title }}”. Its receipt is attached as a PDF: keep it, its code lets anyone check it.\n\n[Follow your application]({{ link }})',
      },
      ar: {
        subject: 'استلمنا طلبك {{ reference_number }} — متابعة',
        body: 'مرحبًا {{ name }}،\n\nاستلمنا طلبك {{ reference_number }} «{{ application_title }}». إيصاله مرفق بصيغة PDF: احتفظ به، فرمزه يتيح لأي أحد التحقق منه.\n\n[متابعة طلبك]({{ link }})',
      },
    } satisfies Record<Language, { subject: string; body: string }>,
  },
  {
    key: 'document_issued' as const,
    name: { en: 'Document issued', ar: 'إصدار مستند' },
    variables: [
      NAME,
      REFERENCE,
      APP_TITLE,
      v('document', 'decision letter', 'خطاب القرار'),
      APP_LINK,
    ],
    defaults: {
      en: {
        subject: 'Your {{ document }} for application {{ reference_number }} — Mutabaa',
        body: 'Hello {{ name }},\n\nYour {{ document }} for application {{ reference_number }}, “{{ application_title }}”, was issued. Download it from the application’s documents.\n\n[Download the document]({{ link }})',
      },
      ar: {
        subject: 'صدر {{ document }} لطلبك {{ reference_number }} — متابعة',
        body: 'مرحبًا {{ name }}،\n\nصدر {{ document }} لطلبك {{ reference_number }} «{{ application_title }}». نزّله من مستندات الطلب.\n\n[تنزيل المستند]({{ link }})',
      },
    } satisfies Record<Language, { subject: string; body: string }>,
  },
];
