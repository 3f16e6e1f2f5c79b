import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';
import { useTranslation } from '../../lib/use-translation';
import { leaveTarget } from '../../lib/leave-target';

/**
 * While `dirty`, leaving asks first: closing or reloading the tab through the browser's own
 * question, following a link of the app (sidebar, header, breadcrumb) through a dialog. The
 * app's router cannot block a navigation, so links are caught before it sees their click.
 */
export function useUnsavedGuard(dirty: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const to = leaveTarget(
        {
          button: event.button,
          modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
          href: link.href,
          target: link.target,
          download: link.hasAttribute('download'),
        },
        window.location,
      );
      if (to === null) return;
      // Captured on the document, before the router's handler on the app's root.
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return (
    <ConfirmDialog
      show={pending !== null}
      title={t('templateEditor.leave.title')}
      body={t('templateEditor.leave.body')}
      confirmLabel={t('templateEditor.leave.confirm')}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const to = pending;
        setPending(null);
        if (to) void navigate(to);
      }}
      testId="template-leave-dialog"
    />
  );
}
