import { describe, expect, it } from 'vitest';
import { BIDI_CONTROL_MESSAGE, hasBidiControl } from './bidi-controls';
import { emailAddress, personName } from './person-fields';

describe('hasBidiControl', () => {
  it.each([
    ['\u202A', true], // LEFT-TO-RIGHT EMBEDDING
    ['\u202B', true], // RIGHT-TO-LEFT EMBEDDING
    ['\u202C', true], // POP DIRECTIONAL FORMATTING
    ['\u202D', true], // LEFT-TO-RIGHT OVERRIDE
    ['\u202E', true], // RIGHT-TO-LEFT OVERRIDE
    ['\u2066', true], // LEFT-TO-RIGHT ISOLATE
    ['\u2067', true], // RIGHT-TO-LEFT ISOLATE
    ['\u2068', true], // FIRST STRONG ISOLATE
    ['\u2069', true], // POP DIRECTIONAL ISOLATE
    ['\u200E', true], // LEFT-TO-RIGHT MARK
    ['\u200F', true], // RIGHT-TO-LEFT MARK
    ['\u061C', true], // ARABIC LETTER MARK
    ['Smith\u202Eevil', true],
    ['Nguyễn', false],
    ['王芳', false],
    ['محمد', false],
    ['अनीता', false],
    ['שרה', false],
    ["O'Neal-Brooks", false],
    ['\u200D', false], // ZERO WIDTH JOINER (emoji, Indic scripts) is not a direction control
    ['\u2029', false],
    ['\u2065', false],
    ['\u206A', false],
  ])('%j → %s', (text, expected) => {
    expect(hasBidiControl(text)).toBe(expected);
  });
});

describe('personName', () => {
  it('takes names in any script, trimmed', () => {
    expect(personName().parse(' Nguyễn ')).toBe('Nguyễn');
    expect(personName().parse('محمد')).toBe('محمد');
  });

  it('refuses a right-to-left override with a message that says what is wrong', () => {
    expect(personName().safeParse('Brooks\u202E').error?.issues[0]?.message).toBe(
      BIDI_CONTROL_MESSAGE,
    );
  });

  it('still asks for a name when empty', () => {
    expect(personName().safeParse('  ').error?.issues[0]?.message).toBe('Required');
  });
});

describe('emailAddress', () => {
  it('takes an address, trimmed', () => {
    expect(emailAddress().parse(' evil@example.com ')).toBe('evil@example.com');
  });

  it.each([
    ['\u202Eevil@example.com', BIDI_CONTROL_MESSAGE],
    ['evil@example.com\u200F', BIDI_CONTROL_MESSAGE],
    ['not-an-email', 'Invalid email address'],
  ])('refuses %j: %s', (text, message) => {
    expect(
      emailAddress()
        .safeParse(text)
        .error?.issues.map((i) => i.message),
    ).toEqual([message]);
  });
});
