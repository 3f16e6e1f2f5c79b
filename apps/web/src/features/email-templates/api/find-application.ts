import { useMutation } from '@tanstack/react-query';
import { listApplications } from '../../../lib/applications';

/** The application a preview may borrow its values from, as the editor names it. */
export type PreviewApplication = { id: number; reference_number: string; title: string };

/**
 * GET /transactions/?search= : the application whose reference number is exactly `reference`
 * (letter case aside), or null. The search also matches titles and names, so the answer is
 * narrowed to the one reference.
 */
export async function findApplication(reference: string): Promise<PreviewApplication | null> {
  const wanted = reference.trim().toLowerCase();
  const page = await listApplications({ search: reference.trim(), page_size: 10 });
  const found = page.results.find((a) => a.reference_number.toLowerCase() === wanted);
  return found
    ? { id: found.id, reference_number: found.reference_number, title: found.title }
    : null;
}

export function useFindApplication() {
  return useMutation({ mutationFn: findApplication });
}
