import { useRef, useState } from 'react';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { useTranslation } from '../../../lib/use-translation';
import { checkFile, type FileCheck } from '../utils/sha256';

/**
 * A drop zone for the PDF the holder has: its SHA-256 is computed in the browser and compared
 * with the issued document's. The file never leaves the page.
 */
export function FileCheckPanel({ expected }: { expected: string }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [check, setCheck] = useState<FileCheck | null>(null);
  // A slow read of an earlier file must not overwrite the answer for a later one.
  const latest = useRef(0);

  const onFilesChange = (next: File[]) => {
    setFiles(next);
    const file = next[0];
    const run = ++latest.current;
    if (!file) {
      setCheck(null);
      return;
    }
    setCheck({ state: 'computing', name: file.name });
    void checkFile(file, expected).then((result) => {
      if (run === latest.current) setCheck(result);
    });
  };

  return (
    <section className="mt-4 pt-3 border-top" aria-labelledby="verify-check-title">
      <h2 id="verify-check-title" className="h5">
        {t('verify.checkTitle')}
      </h2>
      <p className="text-body-secondary small">{t('verify.checkHint')}</p>
      <FileDropZone
        label={t('verify.fileLabel')}
        hint={t('verify.fileHint')}
        accept="application/pdf,.pdf"
        files={files}
        onFilesChange={onFilesChange}
        name="document"
        testId="verify-file"
      />
      <div role="status" aria-live="polite" data-testid="verify-file-result">
        {check?.state === 'computing' && <p className="mb-0">{t('verify.computing')}</p>}
        {check?.state === 'failed' && (
          <div className="alert alert-warning mb-0" data-testid="verify-file-failed">
            {t(check.reason === 'unavailable' ? 'verify.unavailable' : 'verify.readFailed')}
          </div>
        )}
        {check?.state === 'done' && (
          <div
            className={`alert mb-0 ${check.matches ? 'alert-success' : 'alert-danger'}`}
            data-testid={check.matches ? 'verify-file-match' : 'verify-file-mismatch'}
          >
            <p className="fw-semibold mb-1">
              {t(check.matches ? 'verify.match' : 'verify.noMatch')}
            </p>
            <p className="small mb-0">
              {t('verify.fileFingerprint')}{' '}
              <code dir="ltr" className="verify-digest">
                {check.digest}
              </code>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
