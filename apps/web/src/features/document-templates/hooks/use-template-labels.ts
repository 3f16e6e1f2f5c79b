import type { DocumentKind } from '@mutabaa/shared';
import { findOption, optionLabel } from '../../../lib/form-config';
import { isolate } from '../../../lib/isolate';
import { useFormConfig } from '../../../lib/use-form-config';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import type { TemplateScope } from '../utils/template-scope';

/**
 * How a template is named on screen: its kind, its status (a decision letter's) and the
 * application type it is for, the last two by the labels of the form's options.
 */
export function useTemplateLabels() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const config = useFormConfig();
  const kind = (value: DocumentKind) => t(`verify.kinds.${value}`);
  const status = (value: string) => config.statusLabel(value, language);
  const type = (value: string) => {
    const option = findOption(config.data.applicationTypes, value);
    return option ? optionLabel(option, language) : value;
  };
  const scope = (value: string | null) =>
    value === null ? t('documentTemplates.allTypes') : type(value);
  /**
   * "Decision letter: Approved", or the kind alone. The status is isolated for a text laid out
   * on screen; `plain` keeps it bare, for a name read aloud (a row's link).
   */
  const name = (template: Pick<TemplateScope, 'kind' | 'status'>, plain = false) => {
    const typed = plain ? (value: string) => value : isolate;
    return template.status === null
      ? kind(template.kind)
      : t('documentTemplates.nameAtStatus', {
          kind: kind(template.kind),
          status: typed(status(template.status)),
        });
  };
  /** The name with the type it is for: the page's title. */
  const fullName = (template: TemplateScope, plain = false) => {
    const typed = plain ? (value: string) => value : isolate;
    return t('documentTemplates.nameForScope', {
      name: name(template, plain),
      scope:
        template.application_type === null ? scope(null) : typed(scope(template.application_type)),
    });
  };
  return { kind, status, type, scope, name, fullName, config };
}

export type TemplateLabels = ReturnType<typeof useTemplateLabels>;
