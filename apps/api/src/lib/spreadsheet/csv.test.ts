import { describe, expect, it } from 'vitest';
import { neutraliseFormulas } from '@mutabaa/shared';
import { csvCell, csvLine } from './csv.js';

describe('neutraliseFormulas', () => {
  it('neutralises a formula at the start of the cell', () => {
    expect(neutraliseFormulas('=1+1')).toBe("'=1+1");
    expect(neutraliseFormulas('+SUM(A1)')).toBe("'+SUM(A1)");
    expect(neutraliseFormulas('-2+3')).toBe("'-2+3");
    expect(neutraliseFormulas('@cmd')).toBe("'@cmd");
    expect(neutraliseFormulas('  =1+1')).toBe("  '=1+1");
    expect(neutraliseFormulas('\tx')).toBe("'\tx");
    expect(neutraliseFormulas('\rx')).toBe("'\rx");
  });

  it('neutralises a formula after any separator or line break, spaces allowed', () => {
    expect(neutraliseFormulas('x;=1+1')).toBe("x;'=1+1");
    expect(neutraliseFormulas('a,-2+3')).toBe("a,'-2+3");
    expect(neutraliseFormulas('a|+1')).toBe("a|'+1");
    expect(neutraliseFormulas('a\t@x')).toBe("a\t'@x");
    expect(neutraliseFormulas('a;  =1')).toBe("a;  '=1");
    expect(neutraliseFormulas('line\n=1')).toBe("line\n'=1");
    expect(neutraliseFormulas('line\r\n-1')).toBe("line\r\n'-1");
    expect(neutraliseFormulas('a;=1;b,+2')).toBe("a;'=1;b,'+2");
  });

  it('leaves ordinary text, dates and inner signs alone', () => {
    for (const value of [
      'تجديد رخصة تجارية',
      '2026-02-15',
      '2026-03-01T10:00:00.123Z',
      'tax, ضريبة',
      'a-b@example.com',
      '1+1=2',
      '',
    ]) {
      expect(neutraliseFormulas(value)).toBe(value);
    }
  });
});

describe('csvCell and csvLine', () => {
  it('quote every field and double inner quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('')).toBe('""');
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell('x;=1+1')).toBe(`"x;'=1+1"`);
    expect(csvLine(['a', '=b', 'c\r\nd'])).toBe(`"a","'=b","c\r\nd"\r\n`);
  });
});
