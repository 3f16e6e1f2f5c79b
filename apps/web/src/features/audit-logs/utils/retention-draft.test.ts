import { describe, expect, it } from 'vitest';
import { draftOfRetention, retentionOfDraft } from './retention-draft';

describe('the retention form', () => {
  it('starts from the stored value: forever, or its days', () => {
    expect(draftOfRetention(null)).toEqual({ forever: true, days: '' });
    expect(draftOfRetention(400)).toEqual({ forever: false, days: '400' });
  });

  it('saves null for forever, whatever the days field holds', () => {
    expect(retentionOfDraft({ forever: true, days: '12' })).toEqual({ value: null });
  });

  it('saves the days as a number, leaving the range to the server', () => {
    expect(retentionOfDraft({ forever: false, days: ' 400 ' })).toEqual({ value: 400 });
    expect(retentionOfDraft({ forever: false, days: '10' })).toEqual({ value: 10 });
  });

  it('asks for the days when none are typed', () => {
    expect(retentionOfDraft({ forever: false, days: ' ' })).toEqual({ error: 'required' });
  });
});
