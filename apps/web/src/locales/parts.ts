/**
 * The texts are fetched in two parts. The public part holds what the screens before sign-in
 * use (sign-in, registration, password reset, invitations, the public application page, the
 * verification of a document with its file drop zone, the shell around them); the screens
 * part holds the rest and is fetched with the signed-in layout. The first visit to the
 * sign-in page then does not download every screen's texts.
 */
export const PUBLIC_SECTIONS = [
  'app',
  'auth',
  'common',
  'errors',
  'fileDrop',
  'language',
  'notFound',
  'pager',
  'pages',
  'public',
  'twoFactor',
  'validation',
  'verify',
  'workload',
] as const;

export type TextPart = 'public' | 'screens';

type Texts = Record<string, unknown>;

/** One part of a language's texts: its sections, in the order of the file. */
export function textPart(texts: Texts, part: TextPart): Texts {
  const isPublic = (section: string) => (PUBLIC_SECTIONS as readonly string[]).includes(section);
  return Object.fromEntries(
    Object.entries(texts).filter(([section]) => isPublic(section) === (part === 'public')),
  );
}
