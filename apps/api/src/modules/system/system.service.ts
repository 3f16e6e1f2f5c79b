import {
  BRAND_KEYS,
  LOGO_MAX_BYTES,
  ZSettingValues,
  type Language,
  type TBranding,
  type TSetting,
} from '@mutabaa/shared';
import { rm } from 'node:fs/promises';
import type { Db, Executor } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, type FieldErrors } from '../../lib/app-error.js';
import { orStoreUnavailable, type FileStore } from '../../lib/file-store/index.js';
import { isMessageKey } from '../../i18n/translate.js';
import { writeAuditLog } from '../audit-logs/index.js';
import {
  DATE_SETTING_KEYS,
  deleteSettings,
  findSettings,
  REQUIRE_2FA_ROLES,
  setSetting,
} from '../settings/index.js';
import { bumpSlaVersion, forgetCachedSetup } from '../sla/index.js';
import { presentBranding, presentSettings } from './branding.presenter.js';
import type { ReceivedFile } from '../../lib/uploads/received-file.js';
import { detectLogoType, logoKey, openLogo, storeLogo } from './logo-files.js';
import {
  BRAND_SETTING_KEYS,
  BRANDING_READ_KEYS,
  KNOWN_SETTING_KEYS,
  SETTING_DEFAULTS,
  isWritableSetting,
} from './settings.defaults.js';

/** Public address of a stored logo (served by GET /api/system/logo/{name}). */
export const logoUrlFor = (name: string) => `/api/system/logo/${name}`;

function settingErrors(input: Record<string, unknown>): {
  values: Record<string, unknown>;
  errors: FieldErrors;
} {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [key, raw] of Object.entries(input)) {
    if (!isWritableSetting(key)) {
      errors[key] = [{ key: 'unknown_setting' }];
      continue;
    }
    const parsed = ZSettingValues[key].safeParse(raw);
    if (parsed.success) {
      values[key] = parsed.data;
      continue;
    }
    const keys = parsed.error.issues.map((issue) =>
      raw === null || raw === undefined
        ? 'required'
        : isMessageKey(issue.message)
          ? issue.message
          : 'invalid',
    );
    errors[key] = [...new Set(keys)].map((k) => ({ key: k }));
  }
  return { values, errors };
}

/**
 * An admin who requires two-factor sign-in of their own role uses it already: otherwise their
 * next sign-in would lead them through an enrolment they never chose (409).
 */
function assertOwnSecondFactor(values: Record<string, unknown>, actor: Actor): void {
  const roles = values[REQUIRE_2FA_ROLES];
  if (!Array.isArray(roles) || !roles.includes(actor.user.role)) return;
  if (actor.user.totpEnabledAt) return;
  throw new AppError(409, 'two_factor_own_role_required');
}

export class SystemService {
  constructor(private readonly deps: { db: Db; files: FileStore }) {}

  async branding(lang: Language, db: Executor = this.deps.db): Promise<TBranding> {
    return presentBranding(await findSettings(db, BRANDING_READ_KEYS), lang);
  }

  async settings(db: Executor = this.deps.db): Promise<TSetting[]> {
    return presentSettings(await findSettings(db, KNOWN_SETTING_KEYS));
  }

  /** Writes every setting or none: one bad key or value refuses the whole request. */
  async bulkUpdate(input: Record<string, unknown>, actor: Actor, lang: Language) {
    if (Object.keys(input).length === 0) {
      throw new AppError(422, 'validation_error', {
        fieldErrors: { settings: [{ key: 'settings_empty' }] },
      });
    }
    const { values, errors } = settingErrors(input);
    if (Object.keys(errors).length > 0) {
      throw new AppError(422, 'validation_error', { fieldErrors: errors });
    }
    assertOwnSecondFactor(values, actor);
    const result = await this.deps.db.transaction(async (tx) => {
      await this.write(tx, values, actor);
      return { branding: await this.branding(lang, tx), settings: await this.settings(tx) };
    });
    // The service levels' calendar runs on TIME_ZONE: its cached copy goes after the commit.
    if (DATE_SETTING_KEYS.timeZone in values) forgetCachedSetup();
    return result;
  }

  /** Removes the given branding keys so that their defaults apply again. */
  async reset(keys: string[], actor: Actor, lang: Language): Promise<TBranding> {
    const errors: FieldErrors = {};
    for (const key of keys) {
      if (!BRAND_SETTING_KEYS.includes(key)) {
        errors[key] = [
          { key: KNOWN_SETTING_KEYS.includes(key) ? 'setting_not_resettable' : 'unknown_setting' },
        ];
      }
    }
    if (Object.keys(errors).length > 0) {
      throw new AppError(422, 'validation_error', { fieldErrors: errors });
    }
    return this.deps.db.transaction(async (tx) => {
      const removed = await deleteSettings(tx, [...new Set(keys)]);
      for (const row of removed) {
        await writeAuditLog(tx, {
          actorId: actor.user.id,
          action: 'setting.reset',
          entityType: 'setting',
          entityId: row.key,
          changes: { from: row.value, to: SETTING_DEFAULTS[row.key] ?? null },
          ip: actor.ip,
        });
      }
      return this.branding(lang, tx);
    });
  }

  /**
   * Checks a received logo (content type, size), stores it and points BRAND_LOGO_URL at it. The
   * temporary file is always gone afterwards; the stored logo too when the setting could not be
   * written, unless it is the logo already in use.
   */
  async uploadLogo(file: ReceivedFile, actor: Actor, lang: Language) {
    const { files } = this.deps;
    let stored: string | undefined;
    try {
      if (file.size === 0) throw logoRequired();
      if (file.size > LOGO_MAX_BYTES) throw logoTooLarge();
      const type = detectLogoType(file.head);
      if (!type)
        throw new AppError(415, 'unsupported_media_type', { messageKey: 'logo_invalid_type' });
      const name = await orStoreUnavailable(() => storeLogo(files, file, type));
      stored = name;
      const logoUrl = logoUrlFor(name);
      return await this.deps.db.transaction(async (tx) => {
        await this.write(tx, { [BRAND_KEYS.logo_url]: logoUrl }, actor, {
          size: file.size,
          content_type: type.mime,
        });
        return { logo_url: logoUrl, branding: await this.branding(lang, tx) };
      });
    } catch (error) {
      if (stored) await this.dropUnusedLogo(stored);
      throw error;
    } finally {
      await rm(file.path, { force: true });
    }
  }

  /** A stored logo by name, opened for a streamed answer; undefined when there is none. */
  openLogo(name: string) {
    return orStoreUnavailable(() => openLogo(this.deps.files, name));
  }

  private async dropUnusedLogo(name: string): Promise<void> {
    const key = logoKey(name);
    const rows = await findSettings(this.deps.db, [BRAND_KEYS.logo_url]).catch(() => undefined);
    // Unknown (the database is away) counts as in use: a missing logo is worse than a spare one.
    if (!key || !rows || rows.some((row) => row.value === logoUrlFor(name))) return;
    await this.deps.files.delete(key).catch(() => undefined);
  }

  private async write(
    tx: Executor,
    values: Record<string, unknown>,
    actor: Actor,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    const before = new Map((await findSettings(tx, Object.keys(values))).map((r) => [r.key, r]));
    for (const [key, value] of Object.entries(values)) {
      const old = before.has(key) ? before.get(key)!.value : SETTING_DEFAULTS[key];
      if (before.has(key) && JSON.stringify(old) === JSON.stringify(value)) continue;
      await setSetting(tx, key, value, actor.user.id);
      // The service levels' calendar runs on this clock: its clocks are recomputed.
      if (key === DATE_SETTING_KEYS.timeZone) await bumpSlaVersion(tx);
      await writeAuditLog(tx, {
        actorId: actor.user.id,
        action: 'setting.updated',
        entityType: 'setting',
        entityId: key,
        changes: { from: old ?? null, to: value, ...extra },
        ip: actor.ip,
      });
    }
  }
}

export function logoRequired(): AppError {
  return new AppError(422, 'validation_error', {
    messageKey: 'logo_required',
    fieldErrors: { logo: [{ key: 'logo_required' }] },
  });
}

export function logoTooLarge(): AppError {
  return new AppError(413, 'payload_too_large', {
    messageKey: 'logo_too_large',
    params: { megabytes: LOGO_MAX_BYTES / (1024 * 1024) },
  });
}
