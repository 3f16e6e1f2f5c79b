import { directionOf, formatDay, type DateStyle, type Language } from '@mutabaa/shared';
import { mailBudget, renderTemplate } from '../../jobs/mail/render.js';
import type { DocumentText } from './catalog.js';
import type { DocumentBlock, DocumentModel } from './pdf/renderer.js';

/** The words a document prints around the template's text, in each language. */
const LABELS: Record<Language, Record<string, string>> = {
  en: {
    reference_number: 'Reference number',
    type: 'Application type',
    title: 'Application',
    holder: 'Applicant',
    status: 'Status',
    submitted_on: 'Submitted on',
    issued_at: 'Issued on',
    issued_by: 'Issued by',
    verify_at: 'Verify at',
    system: 'the system',
  },
  ar: {
    reference_number: 'الرقم المرجعي',
    type: 'نوع الطلب',
    title: 'الطلب',
    holder: 'مقدم الطلب',
    status: 'الحالة',
    submitted_on: 'تاريخ التقديم',
    issued_at: 'تاريخ الإصدار',
    issued_by: 'أصدره',
    verify_at: 'للتحقق',
    system: 'النظام',
  },
};

/** What the document says of its application, already in the document's language. */
export type DocumentFacts = {
  referenceNumber: string;
  title: string;
  type: string;
  status: string;
  applicant: string;
  submittedAt: Date | null;
  issuedAt: Date;
  issuedBy: string | null;
};

export type DocumentBranding = {
  organisation: string;
  domain: string;
  colors: DocumentModel['colors'];
};

/** The template's text as blocks: paragraphs split at blank lines, lines of "- " as a list. */
export function blocksOf(text: string): DocumentBlock[] {
  return text
    .split(/\n[ \t]*\n+/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map((lines) =>
      lines.every((line) => /^\s*- /.test(line))
        ? { kind: 'list', lines: lines.map((line) => line.replace(/^\s*- /, '')) }
        : { kind: 'paragraph', lines },
    );
}

/** The values a template reads, formatted for the reader (dates in their calendar). */
export function templateValues(
  facts: DocumentFacts,
  organisation: string,
  style: DateStyle,
): Record<string, string> {
  return {
    name: facts.applicant,
    reference_number: facts.referenceNumber,
    application_title: facts.title,
    type: facts.type,
    status: facts.status,
    submitted_on: facts.submittedAt ? formatDay(facts.submittedAt, style) : '',
    date: formatDay(facts.issuedAt, style),
    organisation,
  };
}

/**
 * The document's model: the template rendered with the application's values (Liquid, the
 * e-mail templates' engine and limits), the facts table, the branding and the address its
 * QR code carries.
 */
export function composeDocument(input: {
  lang: Language;
  text: DocumentText;
  facts: DocumentFacts;
  branding: DocumentBranding;
  style: DateStyle;
  verifyUrl: string;
  token: string;
}): DocumentModel {
  const { lang, text, facts, branding, style } = input;
  const labels = LABELS[lang];
  const values = templateValues(facts, branding.organisation, style);
  // The template passed its check on saving; issuing gets a mail's budget, since Liquid's clock
  // is the wall's and a pause of a busy process must not fail an issue (see mailBudget).
  const budget = mailBudget(values);
  const main = renderTemplate({ subject: text.title, body: text.body }, lang, values, budget);
  const footer = text.footer.trim()
    ? renderTemplate({ subject: '', body: text.footer }, lang, values, budget).text
    : '';
  const isolated = (value: string) => `\u2068${value}\u2069`;
  return {
    lang,
    dir: directionOf(lang),
    organisation: branding.organisation,
    domain: branding.domain,
    colors: branding.colors,
    title: main.subject,
    reference_number: facts.referenceNumber,
    facts: [
      { label: labels.reference_number!, value: isolated(facts.referenceNumber) },
      { label: labels.title!, value: isolated(facts.title) },
      { label: labels.type!, value: isolated(facts.type) },
      { label: labels.holder!, value: isolated(facts.applicant) },
      { label: labels.status!, value: isolated(facts.status) },
      ...(facts.submittedAt ? [{ label: labels.submitted_on!, value: values.submitted_on! }] : []),
    ],
    body: blocksOf(main.text),
    footer: blocksOf(footer),
    labels: {
      verify_at: labels.verify_at!,
      issued_by: labels.issued_by!,
      issued_at: labels.issued_at!,
    },
    issued_by: facts.issuedBy ?? labels.system!,
    issued_at: values.date!,
    verify_url: input.verifyUrl,
    token: input.token,
  };
}

/** Initials of a name ("Sara Ahmed" → "S. A."): what verification shows of the holder. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '—';
  return words
    .slice(0, 4)
    .map((word) => `${[...word][0]}.`)
    .join(' ');
}
