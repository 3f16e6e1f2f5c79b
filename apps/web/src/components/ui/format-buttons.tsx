import type { ExportFormat } from '@mutabaa/shared';
import { Spinner } from './spinner';

const FORMATS: readonly ExportFormat[] = ['xlsx', 'csv'];

type FormatButtonsProps = {
  /** Each button's text, already translated. */
  labels: Record<ExportFormat, string>;
  /** The format being fetched (its button spins), if any; every button waits meanwhile. */
  busy: ExportFormat | undefined;
  onPick: (format: ExportFormat) => void;
  /** `data-testid` of a button, `<prefix>-<format>`. */
  testIdPrefix: string;
  small?: boolean;
};

/** One button per file format (Excel, then CSV) for a download that takes a moment. */
export function FormatButtons({ labels, busy, onPick, testIdPrefix, small }: FormatButtonsProps) {
  return FORMATS.map((format) => (
    <button
      key={format}
      type="button"
      className={`btn btn-outline-secondary${small ? ' btn-sm' : ''}`}
      disabled={busy !== undefined}
      onClick={() => onPick(format)}
      data-testid={`${testIdPrefix}-${format}`}
    >
      {busy === format && (
        <span className="me-2">
          <Spinner small />
        </span>
      )}
      {labels[format]}
    </button>
  ));
}
