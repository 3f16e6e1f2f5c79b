import { describe, expect, it } from 'vitest';
import { hasRole, normalizeRole, pickLanguage, statusColor, statusKey } from './enums.js';
import { parseList } from './list.js';
import { isRTLLanguage } from './rtl.js';

describe('role hierarchy', () => {
  it('admin reaches every level, client only its own', () => {
    expect(hasRole('admin', 'client')).toBe(true);
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('editor', 'admin')).toBe(false);
    expect(hasRole('editor', 'editor')).toBe(true);
    expect(hasRole('client', 'editor')).toBe(false);
    expect(hasRole('client', 'client')).toBe(true);
  });
  it('compares case-insensitively and refuses unknown or missing roles', () => {
    expect(hasRole('ADMIN', 'editor')).toBe(true);
    expect(hasRole('Editor', 'editor')).toBe(true);
    expect(hasRole('superuser', 'client')).toBe(false);
    expect(hasRole(undefined, 'client')).toBe(false);
    expect(normalizeRole(' Client ')).toBe('client');
    expect(normalizeRole(3)).toBeNull();
  });
});

describe('statuses', () => {
  it('matches names lower-case with underscores, unknown grey', () => {
    expect(statusKey('Under Review')).toBe('under_review');
    expect(statusColor('In Progress')).toBe('#0056b3');
    expect(statusColor('completed')).toBe('#28a745');
    expect(statusColor('archived')).toBe('#6c757d');
  });
});

describe('languages', () => {
  it('reads Accept-Language and defaults to Arabic', () => {
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('fr-FR, ar;q=0.5')).toBe('ar');
    expect(pickLanguage('fr')).toBe('ar');
    expect(pickLanguage(undefined)).toBe('ar');
    expect(isRTLLanguage('ar')).toBe(true);
    expect(isRTLLanguage('en')).toBe(false);
  });
});

describe('parseList', () => {
  it('accepts a bare array, a results object, or data.results', () => {
    expect(parseList([1, 2])).toEqual([1, 2]);
    expect(parseList({ count: 1, results: [3] })).toEqual([3]);
    expect(parseList({ data: { results: [4] } })).toEqual([4]);
    expect(parseList({ detail: 'x' })).toEqual([]);
    expect(parseList(null)).toEqual([]);
  });
});
