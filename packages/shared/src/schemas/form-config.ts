import { z } from 'zod';
import { ROLES } from '../enums.js';
import { boundedInt, queryBoolean, queryInt, singleLineText, ZId, ZPage } from '../input.js';
import { MAX_PAGE_SIZE } from '../limits.js';
import { ZHexColor } from './branding.js';

export const OPTION_LABEL_MAX_LENGTH = 100;
export const OPTION_VALUE_MAX_LENGTH = 50;

/** The three server-configured option lists and their path segment under form-config/. */
export const OPTION_LISTS = ['application-types', 'priorities', 'statuses'] as const;
export type OptionList = (typeof OPTION_LISTS)[number];

/** Fields of the application form that the configuration can switch on, off or to optional. */
export const FORM_FIELDS = [
  'title',
  'description',
  'transaction_type',
  'priority',
  'client',
  'client_email',
  'client_phone',
  'assigned_to',
  'department',
  'due_date',
  'tags',
  'external_reference_id',
  'project_id',
  'attachments',
] as const;
export type FormFieldName = (typeof FORM_FIELDS)[number];

export const ZFieldConfig = z.object({
  id: z.number().int(),
  field_name: z.string(),
  label_en: z.string(),
  label_ar: z.string(),
  is_enabled: z.boolean(),
  is_required: z.boolean(),
  order: z.number().int(),
});
export type TFieldConfig = z.infer<typeof ZFieldConfig>;

/** Position of a field or option in its list. */
const ZOrder = boundedInt(0, 10_000);

export const ZFieldConfigPatch = z
  .object({
    is_enabled: z.boolean(),
    is_required: z.boolean(),
    order: ZOrder,
  })
  .partial()
  .strict();
export type TFieldConfigPatch = z.infer<typeof ZFieldConfigPatch>;

/** An option item: application type, priority or status. */
export const ZOption = z.object({
  id: z.number().int(),
  value: z.string(),
  label_en: z.string(),
  label_ar: z.string(),
  badge_color: z.string(),
  order: z.number().int(),
  is_active: z.boolean(),
});
export type TOption = z.infer<typeof ZOption>;

const ZLabel = singleLineText(OPTION_LABEL_MAX_LENGTH).min(1, { error: 'required' });

export const ZOptionCreate = z
  .object({
    value: singleLineText(OPTION_VALUE_MAX_LENGTH)
      .toLowerCase()
      .min(1, { error: 'required' })
      .regex(/^[a-z0-9_]+$/, { error: 'invalid_option_value' }),
    label_en: ZLabel,
    label_ar: ZLabel,
    badge_color: ZHexColor,
    order: ZOrder.optional(),
    is_active: z.boolean().optional(),
  })
  .strict();
export type TOptionCreate = z.infer<typeof ZOptionCreate>;

/** The value of an option is its identity in stored records, so it cannot be changed. */
export const ZOptionPatch = ZOptionCreate.omit({ value: true }).partial().strict();
export type TOptionPatch = z.infer<typeof ZOptionPatch>;

export const ZReorderRequest = z.object({ ids: z.array(ZId).min(1).max(500) });

export const ZStatusTransition = z.object({
  id: z.number().int(),
  from_status: z.string(),
  to_status: z.string(),
  min_role: z.enum(ROLES),
});
export type TStatusTransition = z.infer<typeof ZStatusTransition>;

export const ZStatusTransitionCreate = z
  .object({
    from_status: singleLineText(OPTION_VALUE_MAX_LENGTH).min(1, { error: 'required' }),
    to_status: singleLineText(OPTION_VALUE_MAX_LENGTH).min(1, { error: 'required' }),
    min_role: z.enum(ROLES),
  })
  .strict();
export const ZStatusTransitionPatch = z.object({ min_role: z.enum(ROLES) }).strict();

/** The priority new applications get; it always counts as in use. */
export const DEFAULT_PRIORITY = 'normal';

/** GET fields/: without `page_size` every row comes back on one page. */
export const ZFieldConfigListQuery = z.object({
  page: ZPage,
  page_size: queryInt(1, MAX_PAGE_SIZE).optional(),
});

/** DELETE {list}/{id}/?hard=true refuses (409) instead of deactivating an option in use. */
export const ZOptionDeleteQuery = z.object({
  hard: queryBoolean().default(false),
});

/** Answer of DELETE {list}/{id}/ when the option is in use and was deactivated instead. */
export const ZOptionDeactivatedResponse = z.object({ detail: z.string(), option: ZOption });
