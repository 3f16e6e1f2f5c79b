import { ROLES, type Role, type TOption, type TStatusTransition } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { Spinner } from '../../../../components/ui/spinner';
import { errorText } from '../../../../lib/errors';
import { optionLabel } from '../../../../lib/form-config';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { useOptions } from '../../api/get-options';
import { useTransitions } from '../../api/get-transitions';
import { useSetTransition } from '../../api/set-transition';
import { ResponsiveTable } from '../../../../components/ui/responsive-table';

const NONE = '';

/** Rows are the status moved from, columns the status moved to; each cell its minimum role. */
export function TransitionMatrix() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const statuses = useOptions('statuses');
  const transitions = useTransitions();
  const feedback = useFeedback();
  const setTransition = useSetTransition();
  const pending = setTransition.isPending
    ? `${setTransition.variables.from}>${setTransition.variables.to}`
    : null;

  const byPair = new Map<string, TStatusTransition>(
    (transitions.data ?? []).map((item) => [`${item.from_status}>${item.to_status}`, item]),
  );
  const columns: TOption[] = [...(statuses.data ?? [])].sort(
    (a, b) => a.order - b.order || a.id - b.id,
  );

  const change = async (from: TOption, to: TOption, value: string) => {
    const key = `${from.value}>${to.value}`;
    feedback.clear();
    try {
      await setTransition.mutateAsync({
        current: byPair.get(key),
        from: from.value,
        to: to.value,
        role: (value || null) as Role | null,
      });
      feedback.success(
        t('formSettings.transitionSaved', {
          from: optionLabel(from, language),
          to: optionLabel(to, language),
        }),
      );
    } catch (error) {
      feedback.failure(errorText(t, error, t('formSettings.saveFailed')));
    }
  };

  const error = statuses.error ?? transitions.error;
  return (
    <section className="card" aria-labelledby="transitions-title" data-testid="transition-matrix">
      <div className="card-body">
        <h2 id="transitions-title" className="h5 card-title">
          {t('formSettings.transitionsTitle')}
        </h2>
        <p className="text-body-secondary">{t('formSettings.transitionsText')}</p>
        <Feedback message={feedback.message} testId="transitions" />
        {(statuses.isPending || transitions.isPending) && !error && <Spinner />}
        {error && (
          <div className="alert alert-danger" role="alert">
            {errorText(t, error, t('formConfig.loadFailed'))}
          </div>
        )}
        {statuses.data && transitions.data && (
          <ResponsiveTable className="table-sm table-bordered align-middle mb-0 transition-table">
            <caption className="visually-hidden">{t('formSettings.transitionsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('formSettings.fromTo')}</th>
                {columns.map((to) => (
                  <th key={to.value} scope="col" className="text-nowrap">
                    {optionLabel(to, language)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {columns.map((from) => (
                <tr key={from.value}>
                  <th scope="row" className="text-nowrap card-cell-title">
                    {optionLabel(from, language)}
                  </th>
                  {columns.map((to) => {
                    if (from.value === to.value) {
                      return (
                        // A status to itself: a gap in the grid, nothing on a card.
                        <td
                          key={to.value}
                          className="text-center text-body-secondary d-none d-md-table-cell"
                        >
                          <span aria-hidden="true">—</span>
                        </td>
                      );
                    }
                    const key = `${from.value}>${to.value}`;
                    const current = byPair.get(key);
                    return (
                      <td key={to.value} data-label={optionLabel(to, language)}>
                        <select
                          name={`transition-${from.value}-${to.value}`}
                          className={`form-select form-select-sm${current ? ' transition-set' : ''}`}
                          value={current?.min_role ?? NONE}
                          disabled={pending === key}
                          aria-label={t('formSettings.transitionLabel', {
                            from: optionLabel(from, language),
                            to: optionLabel(to, language),
                          })}
                          onChange={(event) => void change(from, to, event.target.value)}
                        >
                          <option value={NONE}>{t('formSettings.roleNone')}</option>
                          {ROLES.slice()
                            .reverse()
                            .map((role) => (
                              <option key={role} value={role}>
                                {t(`roles.${role}`)}
                              </option>
                            ))}
                        </select>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </ResponsiveTable>
        )}
      </div>
    </section>
  );
}
