import { useMutation } from '@tanstack/react-query';
import { ZDetail, type Language } from '@mutabaa/shared';
import { api } from '../../../lib/session';

/** POST /email-templates/{id}/test/ (admin): the saved template, with sample data, to the caller. */
export async function sendTestEmail(id: number, language: Language) {
  return ZDetail.parse(await api.post(`/email-templates/${id}/test/`, { language }));
}

export function useSendTestEmail(id: number) {
  return useMutation({ mutationFn: (language: Language) => sendTestEmail(id, language) });
}
