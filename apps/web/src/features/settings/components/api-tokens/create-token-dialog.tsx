import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Modal from 'react-bootstrap/Modal';
import type { z } from 'zod';
import { API_TOKEN_SCOPES } from '@mutabaa/shared';
import { DateField } from '../../../../components/ui/date-field';
import { DialogFooter } from '../../../../components/ui/dialog-footer';
import { Field } from '../../../../components/ui/field';
import { useDateStyle } from '../../../../lib/date-style';
import { errorText, fieldErrorsOf, validationText } from '../../../../lib/errors';
import { applyServerErrors } from '../../../../lib/form';
import { useTranslation } from '../../../../lib/use-translation';
import { zodResolver } from '../../../../lib/zod-resolver';
import { useCreateApiToken } from '../../api/create-api-token';
import { todayIn, tokenRequest, ZTokenForm, type TokenFormValues } from './token-form';
import { TokenSecret } from './token-secret';

const FIELDS = ['name', 'scopes'] as const;

/** A new API token: name, scopes, an optional last day; then the token, shown once. */
export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { timeZone } = useDateStyle();
  const creator = useCreateApiToken();
  const [failure, setFailure] = useState<string | null>(null);
  const [expiryError, setExpiryError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TokenFormValues, unknown, z.output<typeof ZTokenForm>>({
    resolver: zodResolver(ZTokenForm),
    defaultValues: { name: '', scopes: [], expires_on: '' },
  });
  const fieldError = (name: (typeof FIELDS)[number] | 'expires_on') =>
    errors[name] ? validationText(t, errors[name]?.message) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setExpiryError(undefined);
    try {
      await creator.mutateAsync(tokenRequest(values, timeZone));
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      setExpiryError(fieldErrorsOf(error, ['expires_at']).expires_at);
      setFailure(errorText(t, error, t('apiTokens.createFailed')));
    }
  });

  const created = creator.data;
  const titleId = `${id}-title`;
  const scopesId = `${id}-scopes`;
  const scopesError = fieldError('scopes');
  return (
    <Modal
      show
      onHide={onClose}
      centered
      size={created ? 'lg' : undefined}
      backdrop={created ? 'static' : true}
      aria-labelledby={titleId}
      data-testid="api-token-dialog"
    >
      <Modal.Header closeButton={!created} closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t(created ? 'apiTokens.createdTitle' : 'apiTokens.create')}
        </Modal.Title>
      </Modal.Header>
      {created ? (
        <Modal.Body>
          <TokenSecret token={created.token} onDone={onClose} />
        </Modal.Body>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Modal.Body>
            {failure && (
              <div className="alert alert-danger" role="alert" data-testid="api-token-error">
                {failure}
              </div>
            )}
            <Field
              label={t('apiTokens.name')}
              hint={t('apiTokens.nameHint')}
              autoComplete="off"
              dir="auto"
              required
              error={fieldError('name')}
              data-testid="api-token-name"
              {...register('name')}
            />
            <fieldset
              className="mb-3"
              aria-describedby={scopesError ? `${scopesId}-error` : undefined}
            >
              <legend className="form-label fs-6">{t('apiTokens.scopes')}</legend>
              {API_TOKEN_SCOPES.map((scope) => (
                <div className="form-check" key={scope}>
                  <input
                    id={`${scopesId}-${scope}`}
                    className="form-check-input"
                    type="checkbox"
                    value={scope}
                    aria-invalid={scopesError ? true : undefined}
                    data-testid={`api-token-scope-${scope}`}
                    {...register('scopes')}
                  />
                  <label className="form-check-label" htmlFor={`${scopesId}-${scope}`}>
                    <code dir="ltr">{scope}</code>{' '}
                    <span className="text-body-secondary">
                      {t(`apiTokens.scope.${scope.replace(':', '_')}`)}
                    </span>
                  </label>
                </div>
              ))}
              {scopesError && (
                <div id={`${scopesId}-error`} className="invalid-feedback d-block">
                  {scopesError}
                </div>
              )}
            </fieldset>
            <Controller
              control={control}
              name="expires_on"
              render={({ field }) => (
                <DateField
                  label={t('apiTokens.expiresOn')}
                  hint={t('apiTokens.expiresHint')}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  min={todayIn(timeZone)}
                  error={fieldError('expires_on') ?? expiryError}
                  data-testid="api-token-expiry"
                />
              )}
            />
          </Modal.Body>
          <DialogFooter
            onCancel={onClose}
            label={t('apiTokens.createSubmit')}
            busy={isSubmitting}
            testId="api-token-submit"
          />
        </form>
      )}
    </Modal>
  );
}
