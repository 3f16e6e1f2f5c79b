import { useTranslation } from '../../lib/use-translation';
import './save-bar.css';

type SaveBarProps = {
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
};

/** Whether anything is unsaved, with Save and Discard; it sticks to the screen's bottom while it is. */
export function SaveBar({ dirty, saving, onSave, onDiscard }: SaveBarProps) {
  const { t } = useTranslation();
  return (
    <div className={`template-save-bar${dirty ? ' is-dirty' : ''}`} data-testid="template-save-bar">
      <span className="me-auto small" role="status" data-testid="template-dirty">
        {dirty ? t('templateEditor.unsaved') : t('templateEditor.allSaved')}
      </span>
      {dirty && (
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onDiscard}
          data-testid="template-discard"
        >
          {t('templateEditor.discard')}
        </button>
      )}
      <button
        type="button"
        className="btn btn-primary"
        onClick={onSave}
        disabled={!dirty || saving}
        aria-busy={saving || undefined}
        data-testid="template-save"
      >
        {saving ? t('templateEditor.saving') : t('templateEditor.save')}
      </button>
    </div>
  );
}
