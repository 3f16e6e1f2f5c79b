import { describe, expect, it } from 'vitest';
import { IMPORT_STATUSES } from '@mutabaa/shared';
import {
  canRemap,
  shownStep,
  stepOfStatus,
  wizardParamsFromUrl,
  wizardParamsToUrl,
} from './wizard-steps';

describe('the step of an import', () => {
  it('follows the status: mapping after the upload, then the check, then the import', () => {
    const steps = Object.fromEntries(
      IMPORT_STATUSES.map((status) => [status, stepOfStatus(status)]),
    );
    expect(steps).toEqual({
      uploaded: 'map',
      checking: 'check',
      checked: 'check',
      importing: 'import',
      completed: 'import',
      failed: 'import',
      cancelled: 'import',
    });
  });

  it('is the upload without an import', () => {
    expect(shownStep(undefined, false)).toBe('upload');
    expect(shownStep(undefined, true)).toBe('upload');
  });

  it('goes back to the mapping only from an import waiting for the user', () => {
    expect(shownStep('checked', true)).toBe('map');
    expect(shownStep('uploaded', true)).toBe('map');
    for (const status of ['checking', 'importing', 'completed', 'failed', 'cancelled'] as const) {
      expect(canRemap(status)).toBe(false);
      expect(shownStep(status, true)).toBe(stepOfStatus(status));
    }
    expect(shownStep('checked', false)).toBe('check');
  });
});

describe('the wizard in the address bar', () => {
  it('reads the import and the way back to its mapping', () => {
    expect(wizardParamsFromUrl(new URLSearchParams('id=12&step=map'))).toEqual({
      id: 12,
      backToMapping: true,
    });
    expect(wizardParamsFromUrl(new URLSearchParams('id=12'))).toEqual({
      id: 12,
      backToMapping: false,
    });
  });

  it('ignores an id that names no import', () => {
    for (const id of ['', '0', '-3', '1.5', 'abc', '1e99'])
      expect(wizardParamsFromUrl(new URLSearchParams({ id })).id).toBeUndefined();
  });

  it('writes the mapping step only with an import', () => {
    expect(wizardParamsToUrl({ id: 7, backToMapping: true }).toString()).toBe('id=7&step=map');
    expect(wizardParamsToUrl({ id: 7, backToMapping: false }).toString()).toBe('id=7');
    expect(wizardParamsToUrl({ backToMapping: true }).toString()).toBe('');
  });
});
