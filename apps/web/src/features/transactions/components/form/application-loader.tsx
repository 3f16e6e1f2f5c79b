import type { ReactNode } from 'react';
import type { TApplicationDetail } from '@mutabaa/shared';
import { PageSpinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/errors';
import { useTranslation } from '../../../../lib/use-translation';
import { useApplication } from '../../api/get-application';

/** Loads the application to edit; a missing one (or one outside the caller's scope) says so. */
export function ApplicationLoader({
  id,
  children,
}: {
  id: string;
  children: (application: TApplicationDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useApplication(id);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && [404, 422].includes(query.error.status);
    return (
      <div className="alert alert-danger" role="alert" data-testid="form-load-error">
        {missing ? t('form.notFound') : errorText(t, query.error)}
      </div>
    );
  }
  return children(query.data);
}
