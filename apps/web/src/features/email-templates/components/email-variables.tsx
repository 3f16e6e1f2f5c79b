import { VariableList } from '../../../components/ui/variable-list';
import { useTranslation } from '../../../lib/use-translation';
import { languageOf, partOf, type TextField } from '../utils/template-draft';

/** The mail's variables, and how a mail template is written (a variable, a button, a loop). */
export function EmailVariables({
  variables,
  target,
  onInsert,
}: {
  variables: readonly string[];
  target: TextField;
  onInsert: (name: string) => void;
}) {
  const { t } = useTranslation();
  const targetName = t('templateEditor.fieldIn', {
    field: t(`emailTemplates.fields.${partOf(target)}`),
    language: t(`templateEditor.languages.${languageOf(target)}`),
  });
  return (
    <VariableList variables={variables} targetName={targetName} onInsert={onInsert}>
      <details className="small">
        <summary>{t('emailTemplates.syntax.title')}</summary>
        <ul className="mt-2 mb-0 ps-3">
          <li>
            <code dir="ltr">{'{{ name }}'}</code> — {t('emailTemplates.syntax.variable')}
          </li>
          <li>
            <code dir="ltr">{`[${t('emailTemplates.syntax.label')}]({{ link }})`}</code> —{' '}
            {t('emailTemplates.syntax.button')}
          </li>
          <li>
            <code dir="ltr">{'{% for item in items %}…{% endfor %}'}</code> —{' '}
            {t('emailTemplates.syntax.loop')}
          </li>
        </ul>
      </details>
    </VariableList>
  );
}
