import { describe, expect, it } from 'vitest';
import { templateJobOf } from './templates.js';

describe('templateJobOf', () => {
  it('turns a job queued in the earlier shape into its stored template and values', () => {
    expect(
      templateJobOf({
        template: 'account_exists',
        to: 'owner@example.test',
        lang: 'ar',
        name: '  ',
        link: 'https://x.test/login',
        secondLink: 'https://x.test/reset-password/t',
      }),
    ).toEqual({
      key: 'account_exists',
      to: 'owner@example.test',
      lang: 'ar',
      values: {
        name: 'owner@example.test',
        email: 'owner@example.test',
        link: 'https://x.test/login',
        reset_link: 'https://x.test/reset-password/t',
      },
    });
    const digest = templateJobOf({
      template: 'notification_digest',
      to: 'a@example.test',
      lang: 'en',
      name: 'Ann',
      link: 'https://x.test/notifications',
      digest: 'weekly',
      items: [{ title: 'T', message: 'M', link: 'https://x.test/transactions/1' }],
    });
    expect(digest).toMatchObject({ key: 'digest_weekly', values: { name: 'Ann', count: 1 } });
    // A notification copy without its event's template falls back to the generic one.
    expect(
      templateJobOf({
        template: 'notification',
        to: 'a@example.test',
        lang: 'en',
        name: 'Ann',
        link: 'https://x.test/',
        title: 'T',
        message: 'M',
      }).key,
    ).toBe('notification_announcement');
  });

  it('leaves a job already in the stored-template shape as it is', () => {
    const job = {
      key: 'invitation' as const,
      version: 3,
      to: 'b@example.test',
      lang: 'en' as const,
      values: { name: 'B' },
    };
    expect(templateJobOf(job)).toBe(job);
  });
});
