import { describe, expect, it } from 'vitest';
import { SaveAreaGroupInputSchema } from './contract.schema';

const valid = { name: 'Denver', states: ['CO'], timeSlots: [{ startTime: '09:00', capacity: 2 }] };
const messages = (input: unknown) =>
  SaveAreaGroupInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('SaveAreaGroupInputSchema: every message is a sentence the admin can act on', () => {
  it('accepts a group with no states and no slots', () => {
    expect(SaveAreaGroupInputSchema.parse({ name: ' North ', states: [], timeSlots: [] })).toEqual({
      name: 'North',
      states: [],
      timeSlots: [],
    });
  });

  it.each([
    [{ ...valid, name: '   ' }, [['name', 'Enter a name for the area group.']]],
    [{ ...valid, name: 'x'.repeat(101) }, [['name', 'Keep the name to 100 characters or fewer.']]],
    [{ ...valid, states: ['Colorado'] }, [['states.0', 'Pick each state from the list.']]],
    [
      { ...valid, timeSlots: [{ startTime: '9:00', capacity: 1 }] },
      [['timeSlots.0.startTime', 'Enter the start time as HH:MM, for example 09:00.']],
    ],
    [
      { ...valid, timeSlots: [{ startTime: '24:00', capacity: 1 }] },
      [['timeSlots.0.startTime', 'Enter the start time as HH:MM, for example 09:00.']],
    ],
    [
      { ...valid, timeSlots: [{ startTime: '09:00', capacity: -1 }] },
      [['timeSlots.0.capacity', 'The number of surveys cannot be negative.']],
    ],
    [
      { ...valid, timeSlots: [{ startTime: '09:00', capacity: 51 }] },
      [['timeSlots.0.capacity', 'A slot can hold at most 50 surveys.']],
    ],
    [
      { ...valid, timeSlots: [{ startTime: '09:00', capacity: 1.5 }] },
      [['timeSlots.0.capacity', 'Enter a whole number of surveys.']],
    ],
    [
      {
        ...valid,
        timeSlots: [
          { startTime: '09:00', capacity: 1 },
          { startTime: '09:00', capacity: 2 },
        ],
      },
      [['timeSlots', 'Each start time can be used only once.']],
    ],
  ])('%j → %j', (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });

  it('every message ends with a full stop', () => {
    const bad = {
      name: '',
      states: ['x'],
      timeSlots: [{ startTime: 'x', capacity: -1 }],
    };
    const all = messages(bad)!;
    expect(all.length).toBe(4);
    for (const [, m] of all) expect(m).toMatch(/^[A-Z].*\.$/);
  });
});
