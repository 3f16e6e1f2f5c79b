import type { DocumentKind, Language } from '@mutabaa/shared';

/** A document template's text in one language: its title, body and footer, with Liquid. */
export type DocumentText = { title: string; body: string; footer: string };
export type DocumentTexts = Record<Language, DocumentText>;

/**
 * The variables every document template offers, with what a preview shows. Dates are in the
 * applicant's calendar and digits (see compose.ts).
 */
export const DOCUMENT_VARIABLES: { name: string; sample: Record<Language, string> }[] = [
  { name: 'name', sample: { en: 'Sara Ahmed', ar: 'سارة أحمد' } },
  { name: 'reference_number', sample: { en: 'TRX-2026-001024', ar: 'TRX-2026-001024' } },
  {
    name: 'application_title',
    sample: { en: 'Commercial licence renewal', ar: 'تجديد رخصة تجارية' },
  },
  { name: 'type', sample: { en: 'Licence', ar: 'رخصة' } },
  { name: 'status', sample: { en: 'Approved', ar: 'موافق عليه' } },
  { name: 'submitted_on', sample: { en: '28 November 2026', ar: '١٧ جمادى الآخرة ١٤٤٨ هـ' } },
  { name: 'date', sample: { en: '2 December 2026', ar: '٢١ جمادى الآخرة ١٤٤٨ هـ' } },
  { name: 'organisation', sample: { en: 'City Service Centre', ar: 'مركز خدمات المدينة' } },
];

export const DOCUMENT_VARIABLE_NAMES = DOCUMENT_VARIABLES.map((v) => v.name);

export function sampleDocumentValues(lang: Language): Record<string, string> {
  return Object.fromEntries(DOCUMENT_VARIABLES.map((v) => [v.name, v.sample[lang]]));
}

const FOOTER: Record<Language, string> = {
  en: '{{ organisation }} issued this document electronically; it needs no signature. Scan the code or open the address below to check it.',
  ar: 'أصدرت {{ organisation }} هذا المستند إلكترونيًا ولا يحتاج إلى توقيع. امسح الرمز أو افتح العنوان أدناه للتحقق منه.',
};

const RECEIPT: DocumentTexts = {
  en: {
    title: 'Receipt of application',
    body: 'Dear {{ name }},\n\nWe received your application {{ reference_number }}, “{{ application_title }}”, on {{ submitted_on }}. Keep this receipt: its reference number tells us which application is yours, and its code lets anyone check it.',
    footer: FOOTER.en,
  },
  ar: {
    title: 'إيصال استلام طلب',
    body: 'السيد/السيدة {{ name }}،\n\nاستلمنا طلبكم رقم {{ reference_number }} «{{ application_title }}» بتاريخ {{ submitted_on }}. احتفظوا بهذا الإيصال: يدل رقمه المرجعي على طلبكم، ويتيح رمزه لأي أحد التحقق منه.',
    footer: FOOTER.ar,
  },
};

const DECISION_APPROVED: DocumentTexts = {
  en: {
    title: 'Decision on your application',
    body: 'Dear {{ name }},\n\nHaving reviewed your application {{ reference_number }}, “{{ application_title }}”, we inform you that it was approved on {{ date }}.',
    footer: FOOTER.en,
  },
  ar: {
    title: 'قرار بشأن طلبكم',
    body: 'السيد/السيدة {{ name }}،\n\nبعد دراسة طلبكم رقم {{ reference_number }} «{{ application_title }}»، نفيدكم بالموافقة عليه بتاريخ {{ date }}.',
    footer: FOOTER.ar,
  },
};

const DECISION_CANCELLED: DocumentTexts = {
  en: {
    title: 'Decision on your application',
    body: 'Dear {{ name }},\n\nWe inform you that your application {{ reference_number }}, “{{ application_title }}”, was closed without being granted on {{ date }} (status: {{ status }}). You may submit a new application.',
    footer: FOOTER.en,
  },
  ar: {
    title: 'قرار بشأن طلبكم',
    body: 'السيد/السيدة {{ name }}،\n\nنفيدكم بأن طلبكم رقم {{ reference_number }} «{{ application_title }}» أُغلق دون إجابته بتاريخ {{ date }} (الحالة: {{ status }}). يمكنكم تقديم طلب جديد.',
    footer: FOOTER.ar,
  },
};

const CERTIFICATE: DocumentTexts = {
  en: {
    title: 'Certificate of completion',
    body: 'This certifies that application {{ reference_number }}, “{{ application_title }}”, submitted by {{ name }} on {{ submitted_on }}, was completed on {{ date }}.',
    footer: FOOTER.en,
  },
  ar: {
    title: 'شهادة إنجاز',
    body: 'نشهد بأن الطلب رقم {{ reference_number }} «{{ application_title }}» المقدم من {{ name }} بتاريخ {{ submitted_on }} قد أُنجز بتاريخ {{ date }}.',
    footer: FOOTER.ar,
  },
};

/**
 * The shipped texts: what applies where an admin wrote none. A decision letter's shipped
 * texts name two statuses, approved and cancelled; an admin's template may name any other.
 */
export const SHIPPED_TEMPLATES: {
  kind: DocumentKind;
  status: string | null;
  texts: DocumentTexts;
}[] = [
  { kind: 'receipt', status: null, texts: RECEIPT },
  { kind: 'decision', status: 'approved', texts: DECISION_APPROVED },
  { kind: 'decision', status: 'cancelled', texts: DECISION_CANCELLED },
  { kind: 'certificate', status: null, texts: CERTIFICATE },
];
