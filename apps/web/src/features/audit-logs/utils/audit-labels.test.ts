import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type TAuditLogEntry } from '@mutabaa/shared';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import { actionLabel, actorText, entityTypeLabel, recordId } from './audit-labels';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { ar: { translation: ar }, en: { translation: en } },
});
const tEn = i18n.getFixedT('en');
const tAr = i18n.getFixedT('ar');

const entry = (over: Partial<TAuditLogEntry>): TAuditLogEntry => ({
  id: 1,
  actor: null,
  actor_name: null,
  via_token: null,
  action: 'user.updated',
  entity_type: 'user',
  entity_id: '5',
  changes: {},
  ip_address: null,
  user_agent: null,
  created_at: '2026-11-23T08:00:00Z',
  ...over,
});

describe('audit labels', () => {
  it('name every action and record type the API can write, in both languages', () => {
    for (const t of [tEn, tAr]) {
      for (const action of AUDIT_ACTIONS) expect(actionLabel(t, action)).not.toBe(action);
      for (const type of AUDIT_ENTITY_TYPES) expect(entityTypeLabel(t, type)).not.toBe(type);
    }
    expect(actionLabel(tAr, 'auth.login_failed')).toBe('محاولة دخول فاشلة');
    expect(actionLabel(tEn, 'audit.retention_applied')).toMatch(/retention/);
  });

  it('show an action or type this build does not know as written', () => {
    expect(actionLabel(tEn, 'widget.generated')).toBe('widget.generated');
    expect(entityTypeLabel(tAr, 'widget')).toBe('widget');
  });

  it('name the actor as written with the entry, then as the user is now', () => {
    const actor = { id: 3, full_name: 'Mona Now', email: 'mona@example.com' };
    expect(actorText(tEn, entry({ actor, actor_name: 'Mona Then' }))).toBe('Mona Then');
    expect(actorText(tEn, entry({ actor }))).toBe('Mona Now');
    expect(actorText(tEn, entry({ actor: { ...actor, full_name: '' } }))).toBe('mona@example.com');
  });

  it('say who acted when no user did', () => {
    expect(actorText(tEn, entry({ action: 'auth.login_failed' }))).toBe('Not signed in');
    expect(actorText(tEn, entry({ action: 'user.registered' }))).toBe('Not signed in');
    expect(actorText(tAr, entry({ action: 'audit.retention_applied' }))).toBe('النظام');
    expect(actorText(tEn, entry({ action: 'user.demo_created' }))).toBe('System');
  });

  it('write a row number with #, a key as it is', () => {
    expect(recordId('42')).toBe('#42');
    expect(recordId('BRAND_COMPANY_NAME')).toBe('BRAND_COMPANY_NAME');
  });
});
