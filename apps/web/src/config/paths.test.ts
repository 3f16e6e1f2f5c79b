import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds links with encoded parts', () => {
    expect(paths.transactions.getHref()).toBe('/transactions');
    expect(paths.transactions.getHref({ search: '  ' })).toBe('/transactions');
    expect(paths.transactions.getHref({ search: 'طلب 1' })).toBe(
      `/transactions?search=${encodeURIComponent('طلب').replace(/%20/g, '+')}+1`,
    );
    expect(paths.transactions.getHref({ import: 12 })).toBe('/transactions?import=12');
    expect(paths.importWizard.getHref()).toBe('/import-wizard');
    expect(paths.importWizard.getHref(5)).toBe('/import-wizard?id=5');
    expect(paths.transactionEdit.getHref(7)).toBe('/transactions/7/edit');
    expect(paths.transactionPrint.getHref(7)).toBe('/transactions/7/print');
    expect(paths.verifyDocument.getHref('a-b_c')).toBe('/verify/a-b_c');
    expect(paths.resetPassword.getHref('a/b')).toBe('/reset-password/a%2Fb');
  });
});
