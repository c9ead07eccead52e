import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueSentence } from './issue-sentence';

/** The messages a schema gives with the mapper as its error map, by path. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value, { error: issueSentence });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('issueSentence', () => {
  it('asks to choose a state when a long list of codes was left empty (not the 59 codes)', () => {
    const schema = z.object({ adders: z.array(z.object({ state: z.enum(['AL', 'AK', 'AZ']) })) });
    expect(messages(schema, { adders: [{ state: '' }] })).toEqual({
      'adders.0.state': 'Choose a state.',
    });
  });

  it('names the field in camel case as words, with the right article', () => {
    const schema = z.object({
      type: z.enum(['Federal', 'State']),
      incentiveType: z.enum(['Federal', 'State']),
      area: z.enum(['x']),
    });
    expect(messages(schema, { type: undefined, incentiveType: null, area: '' })).toEqual({
      type: 'Choose a type.',
      incentiveType: 'Choose an incentive type.',
      area: 'Choose an area.',
    });
  });

  it('says a chosen value outside the list is not one of the options', () => {
    expect(messages(z.object({ state: z.enum(['AL']) }), { state: 'XX' })).toEqual({
      state: 'Choose one of the listed options.',
    });
  });

  it('gives both bounds of a number when the schema has both', () => {
    const schema = z.object({ percent: z.number().min(0).max(26) });
    expect(messages(schema, { percent: 30 })).toEqual({
      percent: 'Enter a number between 0 and 26.',
    });
    expect(messages(schema, { percent: -1 })).toEqual({
      percent: 'Enter a number between 0 and 26.',
    });
  });

  it('says an exclusive bound as one (issue 33)', () => {
    const schema = z.object({
      azimuth: z.number().min(0).lt(360),
      ratio: z.number().gt(0).max(10),
      share: z.number().gt(0).lt(1),
    });
    expect(messages(schema, { azimuth: 360, ratio: 0, share: 1 })).toEqual({
      azimuth: 'Enter a number of at least 0 and below 360.',
      ratio: 'Enter a number above 0 and at most 10.',
      share: 'Enter a number above 0 and below 1.',
    });
  });

  it('gives the one bound of a number that has one', () => {
    expect(messages(z.object({ n: z.number().max(24) }), { n: 25 })).toEqual({
      n: 'Enter 24 or less.',
    });
    expect(messages(z.object({ n: z.number().int().min(1) }), { n: 0 })).toEqual({
      n: 'Enter 1 or more.',
    });
    expect(messages(z.object({ n: z.number().positive() }), { n: 0 })).toEqual({
      n: 'Enter a number above 0.',
    });
  });

  it("reads 'Required' for a missing value or an empty required text", () => {
    const schema = z.object({ name: z.string().min(1), count: z.number() });
    expect(messages(schema, { name: '', count: null })).toEqual({
      name: 'Required',
      count: 'Required',
    });
  });

  it('asks for a number or a whole number when something else was typed', () => {
    const schema = z.object({ a: z.number(), b: z.number().int() });
    expect(messages(schema, { a: 'x', b: 1.5 })).toEqual({
      a: 'Enter a number.',
      b: 'Enter a whole number.',
    });
  });

  it('explains lengths, lists and formats', () => {
    const schema = z.object({
      code: z.string().max(3),
      months: z.array(z.string()).min(1),
      email: z.email(),
    });
    expect(messages(schema, { code: 'ABCD', months: [], email: 'nope' })).toEqual({
      code: 'Use at most 3 characters.',
      months: 'Add at least one.',
      email: 'Enter an email address, e.g. name@example.com.',
    });
  });

  it("keeps a schema's own message", () => {
    const schema = z.object({ name: z.string().min(1, 'Enter a name.') });
    expect(messages(schema, { name: '' })).toEqual({ name: 'Enter a name.' });
  });

  it('leaves no issue in the schema library’s words', () => {
    const schema = z.object({
      state: z.enum(['AL', 'AK']),
      n: z.number().min(0).max(1),
      s: z.string().min(2),
      list: z.array(z.number()).max(1),
      when: z.iso.date(),
      flag: z.boolean(),
    });
    const all = Object.values(
      messages(schema, { state: 'XX', n: 2, s: 'a', list: [1, 2], when: 'x', flag: 'yes' }),
    );
    expect(all).toHaveLength(6);
    for (const message of all) expect(message).not.toMatch(/expected|Invalid|Too (big|small)/);
  });
});
