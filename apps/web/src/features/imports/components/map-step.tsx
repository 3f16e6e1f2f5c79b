import { useId, useState, type FormEvent } from 'react';
import type { TImport, TImportOptions } from '@mutabaa/shared';
import { Feedback, useFeedback } from '../../../components/ui/feedback';
import { SelectField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/errors';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import { useCheckImport } from '../api/check-import';
import { AlreadyImportedNote } from './already-imported-note';
import { CancelImportButton } from './cancel-import-button';
import { mappedFields, withField, type ColumnMapping } from '../utils/column-mapping';
import { mappingOfSheet, sheetOf } from '../utils/import-sheet';
import { DEFAULT_IMPORT_OPTIONS, ImportOptionsFields } from './import-options-fields';
import { MappingTable } from './mapping-table';
import { SampleTable } from './sample-table';
import { isolate } from '../../../lib/isolate';

/** The server's refusal, with what it says about the mapping itself. */
function checkFailure(error: unknown, fallback: string, t: Parameters<typeof errorText>[0]) {
  const mapping = error instanceof ApiError ? (error.errors?.mapping ?? []) : [];
  return [errorText(t, error, fallback), ...mapping].join(' ');
}

/**
 * Step 2: the sheet (of a workbook with several), the field each column fills, the first rows
 * as a preview, and the options; then the check starts.
 */
export function MapStep({ imp, onChecking }: { imp: TImport; onChecking: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const feedback = useFeedback();
  const check = useCheckImport();
  const noneMappedId = useId();
  const [sheetName, setSheetName] = useState(imp.sheet ?? undefined);
  const sheet = sheetOf(imp, sheetName);
  const [mapping, setMapping] = useState<ColumnMapping>(() => mappingOfSheet(imp, sheet));
  const [options, setOptions] = useState<TImportOptions>(imp.options ?? DEFAULT_IMPORT_OPTIONS);
  const several = imp.sheets.length > 1;
  const noneMapped = mappedFields(mapping).length === 0;

  const onSheet = (name: string) => {
    setSheetName(name);
    // Another sheet has other columns: its own suggestion replaces the mapping.
    setMapping(mappingOfSheet(imp, sheetOf(imp, name)));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (noneMapped) return;
    feedback.clear();
    check.mutate(
      {
        id: imp.id,
        request: { mapping, options, ...(several ? { sheet: sheet.name } : {}) },
      },
      {
        onSuccess: onChecking,
        onError: (error) => feedback.failure(checkFailure(error, t('imports.map.failed'), t)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="import-map">
      {imp.already_imported !== null && <AlreadyImportedNote id={imp.already_imported} />}
      <p data-testid="import-file-summary">
        {t('imports.map.file', {
          name: isolate(imp.file_name),
          rows: formatNumber(sheet.row_count, language),
        })}
      </p>
      {several && (
        <SelectField
          className="mb-3 col-md-6"
          label={t('imports.map.sheet')}
          value={sheet.name}
          onChange={(event) => onSheet(event.target.value)}
          options={imp.sheets.map((option) => ({
            value: option.name,
            label: t('imports.map.sheetOption', {
              name: isolate(option.name),
              rows: formatNumber(option.row_count, language),
            }),
          }))}
          data-testid="import-sheet"
        />
      )}
      <h3 className="h6 fw-semibold mt-4">{t('imports.map.columnsTitle')}</h3>
      <p className="text-body-secondary small">{t('imports.map.columnsHint')}</p>
      <MappingTable
        columns={sheet.columns}
        example={sheet.sample_rows[0]}
        mapping={mapping}
        onChange={(column, field) => setMapping((current) => withField(current, column, field))}
      />
      <h3 className="h6 fw-semibold mt-4">{t('imports.map.previewTitle')}</h3>
      <SampleTable columns={sheet.columns} rows={sheet.sample_rows} />
      <div className="mt-4">
        <ImportOptionsFields options={options} onChange={setOptions} />
      </div>
      <div className="mt-3">
        <Feedback message={feedback.message} testId="import-check" />
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={check.isPending || noneMapped}
          aria-describedby={noneMapped ? noneMappedId : undefined}
          data-testid="import-check-submit"
        >
          {check.isPending && (
            <span className="me-2">
              <Spinner small />
            </span>
          )}
          {t('imports.map.submit')}
        </button>
        <CancelImportButton imp={imp} onError={feedback.failure} />
      </div>
      {noneMapped && (
        <p id={noneMappedId} className="form-text mb-0" data-testid="import-none-mapped">
          {t('imports.map.noneMapped')}
        </p>
      )}
    </form>
  );
}
