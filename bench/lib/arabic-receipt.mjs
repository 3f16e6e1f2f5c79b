// The Arabic receipt both engines of bench/pdf-engines.mjs set: sentences with a Latin name, a
// phone number and a reference inside them (isolated as the app isolates typed values),
// brackets, a Hijri date in Arabic-Indic digits, lam-alef and a word with its vowel marks.
const isolate = (value) => `\u2068${value}\u2069`;
const REFERENCE = 'TRX-2026-001024';
const NAME = 'Emma Clarke';
const PHONE = '+966 50 123 4567';
const HIJRI = '١٥ جمادى الآخرة ١٤٤٨ هـ';

/** A DocumentModel (apps/api/src/modules/official-documents/pdf/renderer.ts). */
export const RECEIPT = {
  lang: 'ar',
  dir: 'rtl',
  organisation: 'مركز الخدمات التجارية',
  domain: 'mutabaa.example',
  colors: { primary: '#0f5c4d', secondary: '#5b6770', accent: '#c9a227' },
  title: 'إيصال استلام طلب',
  reference_number: REFERENCE,
  facts: [
    { label: 'رقم المرجع', value: isolate(REFERENCE) },
    { label: 'نوع الطلب', value: 'سجل تجاري' },
    { label: 'الخدمة', value: 'تجديد سجل تجاري رئيسي' },
    { label: 'مقدّم الطلب', value: isolate(NAME) },
    { label: 'الهاتف', value: isolate(PHONE) },
    { label: 'تاريخ التقديم', value: HIJRI },
  ],
  body: [
    {
      kind: 'paragraph',
      lines: [
        `استلمنا طلبك [تجديد سجل تجاري] المقدّم من ${isolate(NAME)} برقم المرجع ${isolate(REFERENCE)} (الفرع الرئيسي)، وسنتواصل معك على الرقم ${isolate(PHONE)} خلال ثلاثة أيام عمل.`,
      ],
    },
    { kind: 'list', lines: ['صورة الهوية الوطنية', 'عقد التأسيس (نسخة مصدّقة)'] },
    { kind: 'paragraph', lines: ['لا حاجة إلى مراجعة المكتب؛ شُكْرًا لكم.'] },
  ],
  footer: [{ kind: 'paragraph', lines: ['هذا الإيصال صادر إلكترونيًا ولا يحتاج إلى توقيع.'] }],
  labels: { verify_at: 'للتحقق:', issued_by: 'أصدره', issued_at: 'تاريخ الإصدار' },
  issued_by: 'سارة العتيبي',
  issued_at: HIJRI,
  verify_url: 'https://mutabaa.example/verify/3Jx9Qe7LmP2v',
  token: '3Jx9-Qe7L-mP2v',
};

/** Phrases a reader of the PDF's text should find in logical order (marks removed). */
export const RECEIPT_EXPECTED = [
  REFERENCE,
  'سجل تجاري',
  'تجديد سجل تجاري رئيسي',
  'مركز الخدمات التجارية',
  'إيصال استلام طلب',
  `المقدّم من ${NAME} برقم المرجع ${REFERENCE} (الفرع الرئيسي)`,
  `على الرقم ${PHONE} خلال`,
  '[تجديد سجل تجاري]',
  HIJRI,
  'لا حاجة إلى مراجعة المكتب',
  'شُكْرًا لكم',
];
