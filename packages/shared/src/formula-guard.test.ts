import { describe, expect, it } from 'vitest';
import { neutraliseFormulas, withoutFormulaGuard } from './formula-guard.js';

describe('withoutFormulaGuard', () => {
  it('takes off the apostrophe the exports put at the start of a cell', () => {
    expect(withoutFormulaGuard("'+966500000000")).toBe('+966500000000');
    expect(withoutFormulaGuard("'=SUM(A1:A2)")).toBe('=SUM(A1:A2)');
    expect(withoutFormulaGuard("'-2+3")).toBe('-2+3');
    expect(withoutFormulaGuard("'@cmd")).toBe('@cmd');
    expect(withoutFormulaGuard("  '=1")).toBe('  =1');
    expect(withoutFormulaGuard("'\tx")).toBe('\tx');
    expect(withoutFormulaGuard("'\rx")).toBe('\rx');
  });

  it('leaves every other apostrophe: the writer’s own', () => {
    for (const value of [
      "'quoted'",
      "it's",
      "' =1",
      "x'=1",
      "x;'=1",
      "''",
      "'",
      "'٠٥٠",
      '+966500000000',
      '',
    ]) {
      expect(withoutFormulaGuard(value)).toBe(value);
    }
  });

  it('gives back what the exports neutralised at the start of a cell', () => {
    for (const value of [
      '=1+1',
      '+966 50 000 0000',
      '-2',
      '@home',
      '  =1',
      '\t=1',
      '\t-x',
      '\rx',
      '\t\tx',
      'plain text',
      'نص عربي',
      '',
    ]) {
      expect(withoutFormulaGuard(neutraliseFormulas(value))).toBe(value);
    }
  });
});
