import { describe, expect, it } from 'vitest';
import { badgeText } from '@mutabaa/shared';
import { categoryOf, kindOf, notificationHref } from './kinds';

describe('kindOf', () => {
  it('keeps the five known types and calls anything else other', () => {
    for (const type of ['application', 'transaction', 'system', 'user', 'report']) {
      expect(kindOf(type)).toBe(type);
    }
    expect(kindOf('reminder')).toBe('other');
    expect(kindOf('')).toBe('other');
    expect(kindOf(undefined)).toBe('other');
    expect(kindOf('Application')).toBe('other');
  });
});

describe('categoryOf', () => {
  it('keeps the four known categories and shows anything else as info', () => {
    for (const category of ['info', 'success', 'warning', 'danger']) {
      expect(categoryOf(category)).toBe(category);
    }
    expect(categoryOf('error')).toBe('info');
    expect(categoryOf(null)).toBe('info');
  });
});

describe('the bell badge', () => {
  it('is empty at zero and capped at 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('notificationHref', () => {
  it('leads to the application when there is one, else to the centre', () => {
    expect(notificationHref({ application_id: 42 })).toBe('/transactions/42');
    expect(notificationHref({ application_id: null })).toBe('/notifications');
  });
});
