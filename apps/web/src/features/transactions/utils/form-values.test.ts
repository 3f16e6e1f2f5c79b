import { describe, expect, it } from 'vitest';
import type { TApplication } from '@mutabaa/shared';
import {
  emptyValues,
  fieldsFor,
  parseTags,
  toPayload,
  validateValues,
  valuesFromApplication,
} from './form-values';

const everyField = fieldsFor('staff');
const allRequired = () => true;
const noneRequired = () => false;

describe('parseTags', () => {
  it('splits on Latin and Arabic commas, trims, drops empties and repeats', () => {
    expect(parseTags(' tax, ضريبة ،urgent,, tax ')).toEqual(['tax', 'ضريبة', 'urgent']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('fieldsFor', () => {
  it('gives a client no client and no assignee field', () => {
    expect(everyField).toContain('client');
    expect(everyField).toContain('assigned_to');
    expect(fieldsFor('client')).not.toContain('client');
    expect(fieldsFor('client')).not.toContain('assigned_to');
    expect(fieldsFor('client')).toContain('client_email');
  });
});

describe('toPayload', () => {
  it('sends the shown fields only, in their wire form', () => {
    const values = emptyValues({
      title: '  Licence  ',
      client: '12',
      assigned_to: '',
      due_date: '',
      tags: 'a, b',
      project_id: ' ',
    });
    expect(toPayload(values, everyField)).toMatchObject({
      title: 'Licence',
      priority: 'normal',
      client: 12,
      assigned_to: null,
      due_date: null,
      tags: ['a', 'b'],
      project_id: null,
    });
    const clientBody = toPayload(values, fieldsFor('client'));
    expect(clientBody).not.toHaveProperty('client');
    expect(clientBody).not.toHaveProperty('assigned_to');
    expect(toPayload(values, ['title'])).toEqual({ title: 'Licence' });
  });

  it('sends a due date and a phone typed in Arabic-Indic or Persian digits in ASCII digits', () => {
    for (const [due_date, client_phone] of [
      ['٢٠٣١-١٢-٣١', '+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧'],
      ['۲۰۳۱-۱۲-۳۱', '+۹۶۶ ۵۰ ۱۲۳ ۴۵۶۷'],
      ['\u200f٢٠٣١-١٢-٣١\u200f', '\u200e+966 50 123 4567'],
    ] as const) {
      const body = toPayload(
        emptyValues({ title: 'رقم ٢٠٢٦', due_date, client_phone }),
        everyField,
      );
      expect(body).toMatchObject({
        title: 'رقم ٢٠٢٦',
        due_date: '2031-12-31',
        client_phone: '+966 50 123 4567',
      });
    }
  });

  it('sends a value the schema refuses as typed (the server names the field)', () => {
    const body = toPayload(emptyValues({ due_date: '٢٢٠٠-٠١-٠١' }), ['due_date']);
    expect(body).toEqual({ due_date: '٢٢٠٠-٠١-٠١' });
  });
});

describe('validateValues', () => {
  it('asks for every empty required field, and for none when optional', () => {
    const errors = validateValues(emptyValues({ priority: '' }), everyField, allRequired);
    expect(Object.keys(errors).sort()).toEqual([...everyField].sort());
    expect(errors.title).toBe('required');
    expect(validateValues(emptyValues(), everyField, noneRequired)).toEqual({});
  });

  it('ignores hidden fields', () => {
    const errors = validateValues(emptyValues(), ['title'], allRequired);
    expect(errors).toEqual({ title: 'required' });
  });

  it('checks formats with the shared schema', () => {
    const errors = validateValues(
      emptyValues({
        client_email: 'not-an-address',
        title: 'x'.repeat(201),
        tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(','),
      }),
      everyField,
      noneRequired,
    );
    expect(errors).toEqual({
      client_email: 'invalid_email',
      title: 'too_long',
      tags: 'too_many_tags',
    });
  });

  it('names control characters and a date outside 1900 to 2199 with their own messages', () => {
    const errors = validateValues(
      emptyValues({ title: 'a\u0000b', due_date: '0201-05-01' }),
      everyField,
      noneRequired,
    );
    expect(errors).toEqual({ title: 'invalid_characters', due_date: 'date_out_of_range' });
  });

  it('names a phone that is not a phone number, and takes one in Arabic-Indic digits', () => {
    const check = (client_phone: string) =>
      validateValues(emptyValues({ client_phone }), everyField, noneRequired);
    expect(check("'+966500000000")).toEqual({ client_phone: 'invalid_phone' });
    expect(check('+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧')).toEqual({});
  });
});

describe('valuesFromApplication', () => {
  it('turns a stored application into form text', () => {
    const application = {
      title: 'T',
      description: '',
      transaction_type: null,
      priority: 'high',
      client: { id: 3, full_name: 'C', email: 'c@x.test' },
      client_email: 'c@x.test',
      client_phone: '',
      assigned_to: null,
      department: '',
      due_date: '2026-12-31',
      tags: ['a', 'b'],
      external_reference_id: 'REF-1',
      project_id: null,
    } as unknown as TApplication;
    expect(valuesFromApplication(application)).toEqual(
      emptyValues({
        title: 'T',
        priority: 'high',
        client: '3',
        client_email: 'c@x.test',
        due_date: '2026-12-31',
        tags: 'a, b',
        external_reference_id: 'REF-1',
      }),
    );
  });
});
