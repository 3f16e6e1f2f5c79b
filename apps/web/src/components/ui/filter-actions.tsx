type FilterActionsProps = {
  applyLabel: string;
  clearLabel: string;
  onClear: () => void;
  /** Test ids `${testIdPrefix}-apply` and `${testIdPrefix}-clear`. */
  testIdPrefix: string;
  className?: string;
};

/** A filter form's buttons: apply (the form's submit) and clear. */
export function FilterActions({
  applyLabel,
  clearLabel,
  onClear,
  testIdPrefix,
  className = 'd-flex flex-wrap gap-2 mt-3',
}: FilterActionsProps) {
  return (
    <div className={className}>
      <button type="submit" className="btn btn-primary" data-testid={`${testIdPrefix}-apply`}>
        {applyLabel}
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={onClear}
        data-testid={`${testIdPrefix}-clear`}
      >
        {clearLabel}
      </button>
    </div>
  );
}
