import { useLocation, useNavigate } from 'react-router';
import type { TApplication } from '@mutabaa/shared';
import { paths } from '../../../config/paths';

type NoticeState = { notice?: string } | null;

/**
 * Where the form goes next: a new draft reopens at `draftHref` with a notice, a submitted
 * application opens its detail page. Also reads the notice left by the previous screen.
 */
export function useFormNavigation(draftHref: (id: number) => string) {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as NoticeState)?.notice;
  return {
    notice,
    toDraft: (application: TApplication, message: string) =>
      navigate(draftHref(application.id), { replace: true, state: { notice: message } }),
    toDetail: (application: TApplication) =>
      navigate(paths.transactionDetail.getHref(application.id)),
  };
}
