import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BIDI_CONTROL_MESSAGE } from './bidi-controls';
import {
  PHONE_NUMBER_MESSAGE,
  formatUsPhone,
  normalizeUsPhone,
  usPhoneNumber,
} from './phone-number';

describe('normalizeUsPhone', () => {
  it.each([
    ['(555) 123-4567', '+15551234567'],
    ['(555)123-4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    ['555-123-4567', '+15551234567'],
    ['555 123 4567', '+15551234567'],
    ['5551234567', '+15551234567'],
    ['+1 555 123 4567', '+15551234567'],
    ['+1 (602) 555-0142', '+16025550142'],
    ['1-602-555-0142', '+16025550142'],
    ['+16025550142', '+16025550142'],
    ['16025550142', '+16025550142'],
    ['  (919) 555-0110  ', '+19195550110'],
  ])('reads %j as %s', (text, e164) => {
    expect(normalizeUsPhone(text)).toBe(e164);
  });

  it.each([
    ['abc'],
    ['call me maybe'],
    [''],
    ['555-0100'], // seven digits: no area code
    ['555123456'], // nine digits
    ['55512345678'], // eleven digits not starting with 1
    ['+44 20 7946 0958'], // another country
    ['+2 555 123 4567'],
    ['(055) 123-4567'], // an area code cannot start with 0
    ['(155) 123-4567'], // nor with 1
    ['555-123-4567 ext 2'],
    ['555--123-4567'],
    ['(555 123-4567'],
    ['555-123-4567\u202E'],
  ])('refuses %j', (text) => {
    expect(normalizeUsPhone(text)).toBeNull();
  });
});

describe('formatUsPhone', () => {
  it.each([
    ['+15551234567', '(555) 123-4567'],
    ['602.555.0142', '(602) 555-0142'],
    ['not a phone', 'not a phone'],
    ['', ''],
  ])('shows %j as %j', (stored, shown) => {
    expect(formatUsPhone(stored)).toBe(shown);
  });
});

describe('usPhoneNumber', () => {
  const schema = z.object({ phone: usPhoneNumber() });
  const parse = (phone: string) => schema.safeParse({ phone });

  it('stores E.164 and keeps an empty field empty', () => {
    expect(parse(' (555) 123-4567 ').data).toEqual({ phone: '+15551234567' });
    expect(parse('').data).toEqual({ phone: '' });
  });

  it('explains a number that is not a US one, and a hidden direction character', () => {
    expect(parse('call me maybe').error?.issues).toMatchObject([
      { path: ['phone'], message: PHONE_NUMBER_MESSAGE },
    ]);
    expect(parse('\u202E555-123-4567').error?.issues).toMatchObject([
      { path: ['phone'], message: BIDI_CONTROL_MESSAGE },
    ]);
  });
});
