import { describe, expect, it } from 'vitest';
import { HOURS_PER_YEAR } from './hour-calendar';
import {
  decodeHours,
  decodeProposalHours,
  encodeHours,
  encodeProposalHours,
  systemHours,
  toFloat32Values,
} from './proposal-hours';

describe('hours as base64 float32 (decision 0061)', () => {
  it('encodes little-endian 32-bit floats (expected bytes from Python struct.pack("<f"))', () => {
    expect(encodeHours([1, -2, 0.5])).toBe('AACAPwAAAMAAAAA/');
    expect(encodeHours([1, -2])).toBe('AACAPwAAAMA=');
    expect(encodeHours([0.1])).toBe('zczMPQ==');
    expect(encodeHours([])).toBe('');
  });

  it('decodes to the float32 value, which toFloat32Values rounds to the same double', () => {
    expect(Array.from(decodeHours('AACAPwAAAMAAAAA/')!)).toEqual([1, -2, 0.5]);
    expect(decodeHours('zczMPQ==')![0]).toBe(0.10000000149011612);
    expect(toFloat32Values([0.1])[0]).toBe(0.10000000149011612);
  });

  it('round-trips rounded values exactly, and refuses what is not whole floats', () => {
    const values = toFloat32Values(Array.from({ length: 1000 }, (_, i) => Math.sin(i) * 3.7));
    expect(decodeHours(encodeHours(values))).toEqual(values);
    expect(decodeHours('AACAPwAAAMA')).toBeNull(); // not a multiple of 4 characters
    expect(decodeHours('AACA')).toBeNull(); // 3 bytes: not a whole float
    expect(decodeHours('AA*APw==')).toBeNull();
  });

  it('decodes a proposal’s hours only when each series is 8760 hours or empty', () => {
    const load = new Float64Array(HOURS_PER_YEAR).fill(0.75);
    const panel = new Float64Array(HOURS_PER_YEAR).fill(0.25);
    const encoded = encodeProposalHours({
      load,
      perPanelProduction: [panel, new Float64Array(0)],
      isLoadModelled: true,
    });
    expect(encoded.perPanelProduction[1]).toBe('');
    const back = decodeProposalHours(encoded)!;
    expect(back.load).toEqual(load);
    expect(back.perPanelProduction).toEqual([panel, new Float64Array(0)]);
    expect(back.isLoadModelled).toBe(true);
    expect(decodeProposalHours({ ...encoded, load: encodeHours([1, 2]) })).toBeNull();
  });
});

describe('systemHours', () => {
  it('is each array’s per-panel hours times its panels, summed', () => {
    const load = new Float64Array(HOURS_PER_YEAR).fill(1);
    const a = new Float64Array(HOURS_PER_YEAR);
    const b = new Float64Array(HOURS_PER_YEAR);
    a[12] = 0.3;
    b[12] = 0.2;
    b[13] = 0.1;
    const hours = { load, perPanelProduction: [a, b, new Float64Array(0)], isLoadModelled: false };
    const input = systemHours(hours, [{ panels: 10 }, { panels: 4 }, { panels: 7 }]);
    // 10 × 0.3 + 4 × 0.2 = 3.8; 4 × 0.1 = 0.4; the third array has no production.
    expect(input.production[12]).toBeCloseTo(3.8, 12);
    expect(input.production[13]).toBeCloseTo(0.4, 12);
    expect(input.production[0]).toBe(0);
    expect(input.load).toBe(load);
    expect(input.isLoadModelled).toBe(false);
    // A count of 0 (or an array the hours do not know) produces nothing.
    const none = systemHours(hours, [{ panels: 0 }, { panels: 0 }, { panels: 0 }, { panels: 5 }]);
    expect(Array.from(none.production).reduce((s, x) => s + x, 0)).toBe(0);
  });
});
