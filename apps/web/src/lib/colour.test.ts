import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToRgb, isHexColour, readableOn, readableTextOn, shade } from './colour';

describe('colour', () => {
  it('parses hex colours', () => {
    expect(hexToRgb('#112233')).toEqual([17, 34, 51]);
    expect(hexToRgb('#fff')).toEqual([255, 255, 255]);
    expect(hexToRgb('red')).toBeNull();
    expect(isHexColour('#0693e3')).toBe(true);
    expect(isHexColour('#0693e')).toBe(false);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Well-known pairs: #767676 on white is just AA, #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#0693e3', '#ffffff')).toBeCloseTo(3.34, 1);
  });

  it('keeps white text unless white fails AA on the colour', () => {
    expect(readableTextOn('#000000')).toBe('#ffffff');
    expect(readableTextOn('#0056b3')).toBe('#ffffff');
    expect(readableTextOn('#ffc107')).toBe('#000000');
    expect(readableTextOn('#0693e3')).toBe('#000000');
  });

  it('darkens a colour until it is readable on white', () => {
    expect(readableOn('#000000')).toBe('#000000');
    const link = readableOn('#ffff00');
    expect(contrastRatio(link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('shades black lighter and other colours darker', () => {
    expect(shade('#000000', 0.2)).not.toBe('#000000');
    const rgb = hexToRgb(shade('#3366cc', 0.2));
    expect(rgb?.[2]).toBeLessThan(0xcc);
  });
});
