/** A holiday's or a policy's name in the reader's language (the other one if that is empty). */
export function nameFor(item: { name_ar: string; name_en: string }, language: string): string {
  const [first, second] =
    language === 'ar' ? [item.name_ar, item.name_en] : [item.name_en, item.name_ar];
  return first || second;
}
