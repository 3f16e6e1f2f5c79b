import { describe, expect, it } from 'vitest';
import { leaveTarget, type LinkClick } from './leave-target';

const here = { origin: 'http://app.test', pathname: '/email-templates/3', search: '' };
const click = (href: string, extra: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  modified: false,
  href,
  target: '',
  download: false,
  ...extra,
});

describe('leaveTarget', () => {
  it('names the path a link of the app leads to', () => {
    expect(leaveTarget(click('http://app.test/email-templates'), here)).toBe('/email-templates');
    expect(leaveTarget(click('http://app.test/users?page=2#top'), here)).toBe('/users?page=2#top');
  });

  it('lets through what does not leave this screen within the app', () => {
    expect(leaveTarget(click('http://app.test/email-templates/3#main-content'), here)).toBeNull();
    expect(leaveTarget(click('https://elsewhere.test/'), here)).toBeNull();
    expect(leaveTarget(click('http://app.test/users', { target: '_blank' }), here)).toBeNull();
    expect(leaveTarget(click('http://app.test/file.csv', { download: true }), here)).toBeNull();
    expect(leaveTarget(click('http://app.test/users', { modified: true }), here)).toBeNull();
    expect(leaveTarget(click('http://app.test/users', { button: 1 }), here)).toBeNull();
  });

  it('counts another query string on the same path as leaving', () => {
    expect(leaveTarget(click('http://app.test/email-templates/3?x=1'), here)).toBe(
      '/email-templates/3?x=1',
    );
  });
});
