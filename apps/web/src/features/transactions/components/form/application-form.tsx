import { useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { TApplication, TUserOption } from '@mutabaa/shared';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Feedback, useFeedback } from '../../../../components/ui/feedback';
import { PageSpinner } from '../../../../components/ui/spinner';
import { errorText } from '../../../../lib/errors';
import { applyServerErrors } from '../../../../lib/form';
import { useFormConfig } from '../../../../lib/use-form-config';
import { useTranslation } from '../../../../lib/use-translation';
import { ApplicationFields } from './application-fields';
import { FormActions, type FormAction } from './form-actions';
import {
  emptyValues,
  fieldsFor,
  toPayload,
  validateValues,
  valuesFromApplication,
  type FormAudience,
  type FormField,
  type FormValues,
  type PickedUser,
} from '../../utils/form-values';
import { ReviewStep } from './review-step';
import { useFormOptions } from '../../hooks/use-form-options';
import { useSaveApplication } from '../../hooks/use-save-application';

export type ApplicationFormProps = {
  audience: FormAudience;
  /** The application being edited; none creates a new one. */
  application?: TApplication;
  /** Starting values of a new application (a client's own e-mail and phone). */
  defaults?: Partial<FormValues>;
  /** A message to show first, e.g. after a new draft was saved and reopened. */
  notice?: string;
  /** A new draft was created: reopen it for editing. */
  onDraftCreated: (application: TApplication) => void;
  /** Submitted (or saved, when no longer a draft): show the application. */
  onDone: (application: TApplication) => void;
};

/** The application form of create, edit and a client's new application; waits for the configuration. */
export function ApplicationForm(props: ApplicationFormProps) {
  const { status } = useFormConfig();
  if (status === 'loading') return <PageSpinner />;
  return <LoadedForm {...props} />;
}

function LoadedForm({
  audience,
  application,
  defaults,
  notice,
  onDraftCreated,
  onDone,
}: ApplicationFormProps) {
  const { t } = useTranslation();
  const config = useFormConfig();
  const options = useFormOptions(audience, application);
  const saver = useSaveApplication(application);
  const feedback = useFeedback();
  const [shownNotice, setShownNotice] = useState(notice);

  const { fields } = config.data;
  const { isFieldEnabled, isFieldRequired } = config;
  const shown = useMemo(() => {
    const order = new Map(fields.map((field) => [field.field_name, field.order]));
    return fieldsFor(audience)
      .filter((field) => isFieldEnabled(field))
      .map((field, index) => ({ field, rank: order.get(field) ?? 1000 + index }))
      .sort((a, b) => a.rank - b.rank)
      .map(({ field }) => field);
  }, [audience, fields, isFieldEnabled]);
  const isRequired = (field: FormField) => isFieldRequired(field);

  const [baseline] = useState<FormValues>(() =>
    application
      ? valuesFromApplication(application)
      : emptyValues({ priority: options.defaultPriority, ...defaults }),
  );
  const [original, setOriginal] = useState<{ values: FormValues; client: PickedUser | null }>({
    values: baseline,
    client: application?.client ?? null,
  });
  const [pickedClient, setPickedClient] = useState<PickedUser | null>(original.client);
  const [step, setStep] = useState<'edit' | 'review'>('edit');
  const [busy, setBusy] = useState<FormAction | null>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const [confirm, setConfirm] = useState<'clear' | 'reset' | null>(null);

  const resolver: Resolver<FormValues> = async (values) => {
    const found = validateValues(values, shown, isRequired);
    if (Object.keys(found).length === 0) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const [field, message] of Object.entries(found)) {
      errors[field as FormField] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
  const form = useForm<FormValues>({ defaultValues: baseline, resolver });
  const { handleSubmit, reset, setError, setValue, getValues, formState } = form;

  const pickClient = (client: TUserOption | null) => {
    setPickedClient(client);
    if (!client) return;
    // The chosen client's contact details, still editable afterwards.
    const dirty = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('client_email', client.email, dirty);
    setValue('client_phone', client.phone_number, dirty);
  };

  /** A failed save: field errors back onto the fields (typed values stay), the rest as an alert. */
  const failed = (error: unknown) => {
    setStep('edit');
    if (applyServerErrors(error, setError, shown)) {
      const first = shown.find((field) => form.getFieldState(field).error);
      // After the form is shown again (it is hidden during the review).
      if (first) requestAnimationFrame(() => form.setFocus(first));
      feedback.failure(t('form.fixErrors'));
    } else {
      feedback.failure(errorText(t, error));
    }
  };

  const run = async (action: FormAction, work: () => Promise<void>) => {
    setBusy(action);
    feedback.clear();
    setShownNotice(undefined);
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const saveDraft = handleSubmit((values) =>
    run('draft', async () => {
      const saved = await saver.saveDraft(toPayload(values, shown));
      if (!application) return onDraftCreated(saved);
      const next = { values: valuesFromApplication(saved), client: saved.client };
      setOriginal(next);
      setPickedClient(next.client);
      reset(next.values);
      feedback.success(t('form.draftSaved'));
    }),
  );
  const review = handleSubmit(() => {
    feedback.clear();
    setStep('review');
  });
  const submit = () =>
    run('submit', async () => onDone(await saver.submit(toPayload(getValues(), shown))));
  const saveChanges = handleSubmit((values) =>
    run('save', async () => onDone(await saver.submit(toPayload(values, shown)))),
  );

  const restore = (values: FormValues, client: PickedUser | null, message: string) => {
    reset(values);
    setPickedClient(client);
    setConfirm(null);
    feedback.success(message);
  };

  const isDraft = !application || application.status === 'draft';
  return (
    <>
      {shownNotice && (
        <div className="alert alert-success py-2" role="status" data-testid="form-notice">
          {shownNotice}
        </div>
      )}
      <Feedback message={feedback.message} testId="application-form" />
      {step === 'review' && (
        <ReviewStep
          values={getValues()}
          shown={shown}
          options={options}
          pickedClient={pickedClient}
          busy={busy === 'submit'}
          onBack={() => {
            setStep('edit');
            // Back where the user left: on Submit.
            requestAnimationFrame(() => submitButton.current?.focus());
          }}
          onConfirm={() => void submit()}
        />
      )}
      {/* Kept mounted while reviewing, so that going back finds everything as typed. */}
      <form
        noValidate
        hidden={step === 'review'}
        onSubmit={isDraft ? review : saveChanges}
        data-testid="application-form"
      >
        <div className="card">
          <div className="card-body">
            <ApplicationFields
              form={form}
              shown={shown}
              isRequired={isRequired}
              options={options}
              pickedClient={pickedClient}
              onPickClient={pickClient}
            />
          </div>
        </div>
        <FormActions
          submitRef={submitButton}
          isNew={!application}
          isDraft={isDraft}
          busy={busy}
          dirty={formState.isDirty}
          onSaveDraft={() => void saveDraft()}
          onClear={() => setConfirm(application ? 'reset' : 'clear')}
        />
      </form>
      <ConfirmDialog
        show={confirm === 'clear'}
        title={t('form.clearForm')}
        body={t('form.clearConfirm')}
        confirmLabel={t('form.clear')}
        onConfirm={() =>
          restore(
            emptyValues({ priority: options.defaultPriority, ...defaults }),
            null,
            t('form.cleared'),
          )
        }
        onCancel={() => setConfirm(null)}
        testId="confirm-clear"
      />
      <ConfirmDialog
        show={confirm === 'reset'}
        title={t('form.resetChanges')}
        body={t('form.resetConfirm')}
        confirmLabel={t('form.reset')}
        onConfirm={() => restore(original.values, original.client, t('form.resetDone'))}
        onCancel={() => setConfirm(null)}
        testId="confirm-reset"
      />
    </>
  );
}
