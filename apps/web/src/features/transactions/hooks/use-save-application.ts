import { useQueryClient } from '@tanstack/react-query';
import type { TApplication, TApplicationWrite } from '@mutabaa/shared';
import { useCreateApplication } from '../api/create-application';
import { transitionApplication } from '../api/transition-application';
import { applicationKeys } from '../api/query-keys';
import { useUpdateApplication } from '../api/update-application';

/**
 * The form's two ways out: keep as a draft, or submit. A new application is created with
 * that status; an existing one is patched, and a draft then moves to submitted through the
 * workflow (the status is never patched).
 */
export function useSaveApplication(application?: TApplication) {
  const queryClient = useQueryClient();
  const create = useCreateApplication();
  const update = useUpdateApplication();

  const save = (body: TApplicationWrite) =>
    application ? update.mutateAsync({ id: application.id, body }) : undefined;

  return {
    async saveDraft(body: TApplicationWrite): Promise<TApplication> {
      return (await save(body)) ?? create.mutateAsync({ ...body, status: 'draft' });
    },
    async submit(body: TApplicationWrite): Promise<TApplication> {
      const saved = await save(body);
      if (!saved) return create.mutateAsync({ ...body, status: 'submitted' });
      if (saved.status !== 'draft') return saved;
      const submitted = await transitionApplication(saved.id, { status: 'submitted' });
      await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      return submitted;
    },
  };
}
