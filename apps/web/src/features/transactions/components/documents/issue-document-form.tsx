import { useState, type FormEvent } from 'react';
import {
  ISSUED_BY_STAFF,
  LANGUAGES,
  type Language,
  type TIssueDocumentRequest,
  type TIssuedDocument,
} from '@mutabaa/shared';
import { SelectField } from '../../../../components/ui/field';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { errorText } from '../../../../lib/errors';
import { useLanguage } from '../../../../lib/use-language';
import { useTranslation } from '../../../../lib/use-translation';
import { useIssueOfficialDocument } from '../../api/issue-official-document';

type Props = {
  applicationId: number;
  onIssued: (doc: TIssuedDocument) => void;
};

/**
 * Staff issue a decision letter or a certificate in either language. The server decides
 * whether the application's status has one, and says why not (409) in the reader's language.
 */
export function IssueDocumentForm({ applicationId, onIssued }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const mutation = useIssueOfficialDocument(applicationId);
  const [kind, setKind] = useState<TIssueDocumentRequest['kind']>('decision');
  const [documentLanguage, setDocumentLanguage] = useState<Language>(language);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    try {
      onIssued(await mutation.mutateAsync({ kind, language: documentLanguage }));
    } catch (error) {
      setRefusal(errorText(t, error));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="issue-document-title">
      <h3 id="issue-document-title" className="h6">
        {t('officialDocuments.issueTitle')}
      </h3>
      {refusal && (
        <div className="alert alert-danger py-2" role="alert" data-testid="issue-document-error">
          {refusal}
        </div>
      )}
      <div className="row g-2 align-items-end">
        <SelectField
          className="col-12 col-sm-5"
          label={t('officialDocuments.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as TIssueDocumentRequest['kind'])}
          options={ISSUED_BY_STAFF.map((value) => ({
            value,
            label: t(`verify.kinds.${value}`),
          }))}
          data-testid="issue-document-kind"
        />
        <SelectField
          className="col-12 col-sm-4"
          label={t('officialDocuments.language')}
          value={documentLanguage}
          onChange={(event) => setDocumentLanguage(event.target.value as Language)}
          options={LANGUAGES.map((value) => ({
            value,
            label: t(`language.${value}`),
            lang: value,
          }))}
          data-testid="issue-document-language"
        />
        <div className="col-12 col-sm-3">
          <SubmitButton
            busy={mutation.isPending}
            busyLabel={t('officialDocuments.issuing')}
            className="btn btn-primary w-100"
            testId="issue-document-submit"
          >
            {t('officialDocuments.issue')}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
