import {
  APPLICATION_TAGS_MAX,
  FORM_FIELDS,
  ZApplicationWrite,
  type TApplication,
  type FormFieldName,
  type TApplicationWrite,
  type TUserOption,
} from '@mutabaa/shared';

/** The configurable fields the form edits (files are added on the detail page). */
export type FormField = Exclude<FormFieldName, 'attachments'>;
/** What the form edits: every input as text, as the browser gives it. */
export type FormValues = Record<FormField, string>;

/** The fields in the order the form shows them when the configuration gives none. */
export const FORM_VALUE_FIELDS = FORM_FIELDS.filter(
  (field): field is FormField => field !== 'attachments',
);

/** Who fills the form: staff for any client, or a client for themselves (no client, no assignee). */
export type FormAudience = 'staff' | 'client';

/** A picked person as the form shows them: the reference of an application or a picker option. */
export type PickedUser = Pick<TUserOption, 'id' | 'full_name' | 'email'>;

export const DEFAULT_PRIORITY = 'normal';

export function emptyValues(defaults: Partial<FormValues> = {}): FormValues {
  return {
    title: '',
    description: '',
    transaction_type: '',
    priority: DEFAULT_PRIORITY,
    client: '',
    client_email: '',
    client_phone: '',
    assigned_to: '',
    department: '',
    due_date: '',
    tags: '',
    external_reference_id: '',
    project_id: '',
    ...defaults,
  };
}

/** An application's stored values as form text (the starting point of edit and reset). */
export function valuesFromApplication(application: TApplication): FormValues {
  return {
    title: application.title,
    description: application.description,
    transaction_type: application.transaction_type ?? '',
    priority: application.priority,
    client: application.client ? String(application.client.id) : '',
    client_email: application.client_email,
    client_phone: application.client_phone,
    assigned_to: application.assigned_to ? String(application.assigned_to.id) : '',
    department: application.department,
    due_date: application.due_date ?? '',
    tags: application.tags.join(', '),
    external_reference_id: application.external_reference_id,
    project_id: application.project_id ?? '',
  };
}

/** Tags typed with Latin or Arabic commas, trimmed, without empties or repeats. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(/[,،]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

/** The fields this audience fills: a client never picks a client or an assignee. */
export function fieldsFor(audience: FormAudience): FormField[] {
  return FORM_VALUE_FIELDS.filter(
    (field) => audience === 'staff' || (field !== 'client' && field !== 'assigned_to'),
  );
}

const optionalId = (text: string) => (text ? Number(text) : null);

/**
 * The body of a create or update: the shown fields only, each in its wire form. Values the
 * schema accepts leave as it reads them (a due date or phone number typed in Arabic-Indic or
 * Persian digits leaves in ASCII digits); the server reads them the same way.
 */
export function toPayload(values: FormValues, shown: readonly FormField[]): TApplicationWrite {
  const body = rawPayload(values, shown);
  const parsed = ZApplicationWrite.safeParse(body);
  return parsed.success ? parsed.data : body;
}

function rawPayload(values: FormValues, shown: readonly FormField[]): TApplicationWrite {
  const all: Required<TApplicationWrite> = {
    title: values.title.trim(),
    description: values.description.trim(),
    transaction_type: values.transaction_type,
    priority: values.priority,
    client: optionalId(values.client),
    client_email: values.client_email.trim(),
    client_phone: values.client_phone.trim(),
    assigned_to: optionalId(values.assigned_to),
    department: values.department.trim(),
    due_date: values.due_date || null,
    tags: parseTags(values.tags),
    external_reference_id: values.external_reference_id.trim(),
    project_id: values.project_id.trim() || null,
  };
  return Object.fromEntries(shown.map((field) => [field, all[field]])) as TApplicationWrite;
}

// Keys the locale files translate under `validation`; any other schema message reads "invalid".
const SCHEMA_MESSAGES = new Set([
  'required',
  'invalid_email',
  'invalid_phone',
  'too_long',
  'invalid_characters',
  'date_out_of_range',
]);

/** Message keys per field: `required` where a required field is empty, else the schema's. */
export function validateValues(
  values: FormValues,
  shown: readonly FormField[],
  isRequired: (field: FormField) => boolean,
): Partial<Record<FormField, string>> {
  const payload = toPayload(values, shown);
  const errors: Partial<Record<FormField, string>> = {};
  for (const field of shown) {
    const value = payload[field];
    const empty = value === null || value === '' || (Array.isArray(value) && value.length === 0);
    if (empty && isRequired(field)) errors[field] = 'required';
  }
  const parsed = ZApplicationWrite.safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as FormField;
      if (
        field === 'tags' &&
        issue.path.length === 1 &&
        payload.tags!.length > APPLICATION_TAGS_MAX
      ) {
        errors.tags ??= 'too_many_tags';
      } else {
        errors[field] ??= SCHEMA_MESSAGES.has(issue.message) ? issue.message : 'invalid';
      }
    }
  }
  return errors;
}
