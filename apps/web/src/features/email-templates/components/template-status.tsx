import { useTranslation } from '../../../lib/use-translation';

/** Whether a template still holds the shipped text or an admin's own. */
export function TemplateStatus({ customised }: { customised: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`badge ${customised ? 'text-bg-info' : 'text-bg-light border'}`}
      data-testid="template-status"
      data-customised={customised}
    >
      {t(customised ? 'emailTemplates.customised' : 'emailTemplates.default')}
    </span>
  );
}
