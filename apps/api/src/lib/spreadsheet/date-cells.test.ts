import { DEFAULT_DATE_STYLE, type DateStyle } from '@mutabaa/shared';
import { describe, expect, it } from 'vitest';
import { dateWriter } from './date-cells.js';
import { fileCells, fileColumns, type TableColumn } from './table-file.js';

const style = (over: Partial<DateStyle> = {}): DateStyle => ({ ...DEFAULT_DATE_STYLE, ...over });
const csvIn = (timeZone: string) => {
  const write = dateWriter(style({ timeZone }), 'csv');
  return (iso: string) => write(new Date(iso), 'instant')?.value;
};

describe('dateWriter', () => {
  it('writes a moment as Riyadh’s wall-clock time: a date cell and ISO with the offset', () => {
    const moment = new Date('2026-11-28T06:11:10.074Z');
    const cell = dateWriter(style(), 'xlsx')(moment, 'instant');
    expect(cell?.value).toEqual(new Date('2026-11-28T09:11:10.000Z'));
    expect(dateWriter(style(), 'csv')(moment, 'instant')?.value).toBe('2026-11-28T09:11:10+03:00');
  });

  it('follows daylight saving time in New York, on both sides of each change', () => {
    const at = csvIn('America/New_York');
    expect(at('2026-03-08T06:59:59Z')).toBe('2026-03-08T01:59:59-05:00');
    expect(at('2026-03-08T07:00:00Z')).toBe('2026-03-08T03:00:00-04:00');
    expect(at('2026-03-08T23:00:00Z')).toBe('2026-03-08T19:00:00-04:00');
    expect(at('2026-11-01T05:59:59Z')).toBe('2026-11-01T01:59:59-04:00');
    expect(at('2026-11-01T06:00:00Z')).toBe('2026-11-01T01:00:00-05:00');
    expect(at('2026-07-01T12:00:00Z')).toBe('2026-07-01T08:00:00-04:00');
  });

  it('writes offsets of half and three quarters of an hour, and changes on the half hour', () => {
    expect(csvIn('Asia/Kolkata')('2026-11-28T06:11:10Z')).toBe('2026-11-28T11:41:10+05:30');
    expect(csvIn('Asia/Kathmandu')('2026-11-28T06:11:10Z')).toBe('2026-11-28T11:56:10+05:45');
    // St. John's moves from -03:30 to -02:30 at 02:00 local, 05:30 UTC.
    const stJohns = csvIn('America/St_Johns');
    expect(stJohns('2026-03-08T05:29:00Z')).toBe('2026-03-08T01:59:00-03:30');
    expect(stJohns('2026-03-08T05:30:00Z')).toBe('2026-03-08T03:00:00-02:30');
    expect(csvIn('UTC')('2026-11-28T06:11:10.999Z')).toBe('2026-11-28T06:11:10+00:00');
  });

  it('never shifts a day without time, whatever the zone', () => {
    for (const timeZone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Riyadh']) {
      const cell = dateWriter(style({ timeZone }), 'xlsx')('2026-03-20', 'day');
      expect(cell?.value).toEqual(new Date('2026-03-20T00:00:00.000Z'));
      expect(dateWriter(style({ timeZone }), 'csv')('2026-03-20', 'day')?.value).toBe('2026-03-20');
    }
  });

  it('gives nothing for an empty value or one that is no date', () => {
    const write = dateWriter(style(), 'xlsx');
    for (const value of [null, undefined, '', '2026-02-30', '31/02/2026', 'x', 5]) {
      expect(write(value, 'day'), String(value)).toBeUndefined();
    }
    expect(write(new Date(Number.NaN), 'instant')).toBeUndefined();
    expect(write('not a time', 'instant')).toBeUndefined();
  });

  it('gives the Umm al-Qura date of the day in the zone, in the reader’s digits', () => {
    const arab = dateWriter(style({ calendar: 'hijri', digits: 'arab' }), 'csv');
    expect(arab(new Date('2026-11-27T22:30:00Z'), 'instant')?.hijri).toBe(
      '١٨ جمادى الآخرة ١٤٤٨ هـ',
    );
    expect(arab('2026-03-20', 'day')?.hijri).toBe('١ شوال ١٤٤٧ هـ');
    const utc = dateWriter(style({ calendar: 'hijri', digits: 'arab', timeZone: 'UTC' }), 'csv');
    expect(utc(new Date('2026-11-27T22:30:00Z'), 'instant')?.hijri).toBe('١٧ جمادى الآخرة ١٤٤٨ هـ');
    const latin = dateWriter(style({ calendar: 'hijri', digits: 'latn' }), 'xlsx');
    expect(latin('2024-03-11', 'day')?.hijri).toBe('1 رمضان 1445 هـ');
    const english = dateWriter(style({ language: 'en', calendar: 'both', digits: 'arab' }), 'csv');
    expect(english('2025-06-26', 'day')?.hijri).toBe('1 Muharram 1447 AH');
  });
});

describe('fileColumns and fileCells', () => {
  const columns: TableColumn[] = [
    { header: 'Title', width: 20 },
    { header: 'Due date', width: 12, date: 'day' },
    { header: 'Created', width: 18, date: 'instant' },
    { header: 'Count', width: 8 },
  ];
  const row = ['A', '2026-03-20', new Date('2026-11-28T06:11:10.074Z'), 3];

  it('write no Hijri column for a Gregorian reader', () => {
    expect(fileColumns(columns, style(), 'en')).toEqual([
      { header: 'Title', width: 20 },
      { header: 'Due date', width: 12, numFmt: 'yyyy-mm-dd' },
      { header: 'Created', width: 18, numFmt: 'yyyy-mm-dd hh:mm' },
      { header: 'Count', width: 8 },
    ]);
    expect(fileCells(columns, style(), 'csv')(row)).toEqual([
      'A',
      '2026-03-20',
      '2026-11-28T09:11:10+03:00',
      '3',
    ]);
    expect(fileCells(columns, style(), 'xlsx')(row)).toEqual([
      'A',
      new Date('2026-03-20T00:00:00Z'),
      new Date('2026-11-28T09:11:10Z'),
      3,
    ]);
  });

  it('put the Hijri text after each date column, headed in the export’s language', () => {
    const hijri = style({ calendar: 'both', digits: 'arab' });
    expect(fileColumns(columns, hijri, 'ar').map((c) => c.header)).toEqual([
      'Title',
      'Due date',
      'Due date (هجري)',
      'Created',
      'Created (هجري)',
      'Count',
    ]);
    expect(fileCells(columns, hijri, 'csv')(['B', '', null, 0])).toEqual([
      'B',
      '',
      '',
      '',
      '',
      '0',
    ]);
    expect(fileCells(columns, hijri, 'xlsx')(['B', 'soon', null, 0])).toEqual([
      'B',
      'soon',
      '',
      null,
      '',
      0,
    ]);
  });
});
