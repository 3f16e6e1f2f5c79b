import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TApiToken } from '@mutabaa/shared';
import { i18n } from '../../../../lib/i18n';
import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import { TokensTable } from './tokens-table';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { ar: { translation: ar }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});

let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
});
afterEach(() => {
  act(() => render(null, host));
  host.remove();
});

const token = (over: Partial<TApiToken> = {}): TApiToken => ({
  id: 7,
  name: 'CRM sync',
  scopes: ['applications:read', 'reports:read'],
  prefix: 'mtb_AbC123',
  owner: { id: 3, full_name: 'Omar Haddad', email: 'omar@example.com' },
  created_at: '2026-12-01T08:00:00Z',
  expires_at: null,
  last_used_at: null,
  last_used_ip: null,
  ...over,
});

describe('TokensTable', () => {
  it('shows a token never used nor expiring, and names its row control', () => {
    const revoked: number[] = [];
    act(() =>
      render(
        <TokensTable
          tokens={[token()]}
          showOwner={false}
          labelledBy="t"
          onRevoke={(t) => revoked.push(t.id)}
        />,
        host,
      ),
    );
    const row = host.querySelector('[data-testid="api-token-row"]')!;
    expect(row.textContent).toContain('CRM sync');
    expect(row.textContent).toContain('mtb_AbC123…');
    expect(row.textContent).toContain('Never');
    expect(row.textContent).toContain('Not used yet');
    expect(host.querySelector('[data-testid="api-token-owner"]')).toBeNull();
    const revoke = host.querySelector<HTMLButtonElement>('[data-testid="api-token-revoke"]')!;
    expect(revoke.getAttribute('aria-label')).toBe('Revoke CRM sync');
    act(() => revoke.click());
    expect(revoked).toEqual([7]);
  });

  it('shows the owner, the last use with its address, and the scopes left to right', () => {
    act(() =>
      render(
        <TokensTable
          tokens={[token({ last_used_at: '2026-12-02T09:30:00Z', last_used_ip: '10.0.0.5' })]}
          showOwner
          labelledBy="t"
          onRevoke={() => undefined}
        />,
        host,
      ),
    );
    expect(host.querySelector('[data-testid="api-token-owner"]')?.textContent).toBe('Omar Haddad');
    expect(host.querySelector('[data-testid="api-token-last-used"]')?.textContent).toContain(
      '10.0.0.5',
    );
    const scopes = [...host.querySelectorAll('code[dir="ltr"]')].map((c) => c.textContent);
    expect(scopes).toEqual(expect.arrayContaining(['applications:read', 'reports:read']));
  });
});
