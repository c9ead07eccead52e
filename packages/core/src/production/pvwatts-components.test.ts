import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PVWATTS_CEC_MODULES, cecModulePower, referenceEfficiency } from './cec-module';
import { installedNoct, noctCellTemperature } from './cell-temperature';
import { inverterAc, inverterSelfConsumptionFraction, pvwattsInverter } from './inverter';
import { CoverModel, beamModifier, diffuseModifiers, transmittance } from './module-cover';
import { SKY_ISOTROPIC, SKY_NONE, SKY_PEREZ, perezPoa, perezSky } from './perez';
import { spectralModifier } from './spectral-modifier';

const DEG = Math.PI / 180;

describe('Perez transposition', () => {
  it('gives back the horizontal irradiance on a horizontal surface', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 1, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 84, noNaN: true }),
        (dn, df, zenDeg) => {
          const zen = zenDeg * DEG;
          const poa = perezPoa(dn, df, 0.2, zen, 0, zen);
          expect(poa.beam + poa.sky + poa.ground).toBeCloseTo(dn * Math.cos(zen) + df, 6);
        },
      ),
    );
  });

  it('brightens the circumsolar region under a clear sky and falls back to isotropic at low sun', () => {
    const clear = perezSky(850, 100, 30 * DEG);
    expect(clear.mode).toBe(SKY_PEREZ);
    expect(clear.f1).toBeGreaterThan(0.2);
    expect(perezSky(0, 300, 30 * DEG).f1).toBeLessThan(clear.f1);
    expect(perezSky(100, 0, 30 * DEG).mode).toBe(SKY_NONE);
    expect(perezSky(100, 20, 88 * DEG).mode).toBe(SKY_ISOTROPIC);
    const low = perezPoa(100, 20, 0.2, 80 * DEG, 30 * DEG, 88 * DEG);
    expect(low.sky).toBeCloseTo((20 * (1 + Math.cos(30 * DEG))) / 2, 9);
    expect(low.ground).toBe(0);
  });

  it('adds albedo-weighted ground reflection on a tilted surface', () => {
    const a = perezPoa(800, 100, 0.2, 20 * DEG, 40 * DEG, 30 * DEG);
    const b = perezPoa(800, 100, 0.6, 20 * DEG, 40 * DEG, 30 * DEG);
    expect(b.ground / a.ground).toBeCloseTo(3, 9);
    expect(a.beam).toBeCloseTo(800 * Math.cos(20 * DEG), 9);
  });
});

describe('module cover and spectrum', () => {
  it('plain glass transmits about 95 % at normal incidence and nothing at grazing', () => {
    expect(transmittance(1, 1.526, 1, 4, 0.002).tau).toBeCloseTo(0.9488, 3);
    expect(transmittance(89.9, 1.526, 1, 4, 0.002).tau).toBeLessThan(0.02);
  });

  it('beam modifier: SSC AR-glass reference, capped at 1, angle clamped to 1–89°', () => {
    // Hand-computed with the Fresnel/Bouguer formulas: τ_norm(AR) = 0.932795; K(60°) = 0.996060,
    // K(89°) = 0.111483; below 1° the ratio would exceed 1 and is capped.
    expect(CoverModel.kBeam(0)).toBe(1);
    expect(CoverModel.kBeam(1)).toBe(1);
    expect(CoverModel.kBeam(60)).toBeCloseTo(0.99606, 5);
    expect(CoverModel.kBeam(89)).toBeCloseTo(0.111483, 5);
    expect(CoverModel.kBeam(90)).toBe(CoverModel.kBeam(89));
    expect(beamModifier(60)).toBeCloseTo(0.99606, 6);
    expect(beamModifier(89.7)).toBeCloseTo(0.111483, 6);
  });

  it('diffuse modifiers at the effective angles, through plain glass over the AR reference', () => {
    const flat = new CoverModel(0);
    expect(flat.kSky).toBeCloseTo(0.96402, 5);
    const tilted = new CoverModel(30);
    expect(tilted.kSky).toBeCloseTo(0.976776, 5);
    expect(tilted.kGround).toBeCloseTo(0.786204, 5);
    expect(tilted.transmitted(1, 500, 100, 20)).toBeCloseTo(500 + 97.6776 + 15.7241, 3);
    expect(tilted.transmitted(1, -500, 0, 0)).toBe(0);
  });

  it('tracker diffuse modifiers from the tilt table equal the direct computation', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 180, noNaN: true }), (tilt) => {
        const direct = new CoverModel(tilt);
        const table = diffuseModifiers(tilt, { kSky: 0, kGround: 0 });
        // Linear interpolation in a 0.01° table: worst 6e-8 just above 0° tilt.
        expect(table.kSky).toBeCloseTo(direct.kSky, 6);
        expect(table.kGround).toBeCloseTo(direct.kGround, 6);
      }),
    );
  });

  it('spectral modifier: about 1 at AM1.5, zenith capped at 86° (0.636, not 0, at the horizon)', () => {
    expect(spectralModifier(0, 0)).toBeCloseTo(0.982568, 5);
    expect(spectralModifier(60, 0)).toBeCloseTo(1.013178, 5);
    expect(spectralModifier(86, 0)).toBeCloseTo(0.636199, 5);
    expect(spectralModifier(89.9, 0)).toBe(spectralModifier(86, 0));
    expect(spectralModifier(86, 1500)).toBeCloseTo(0.871224, 5);
  });
});

describe('Sandia inverter as PVWatts v8 sets it up', () => {
  const inv = pvwattsInverter(1000, 1.2, 96);
  it('P_dco = P_aco/0.96 and the self-consumption SSC picks from the nameplate in watts', () => {
    expect(inv.paco).toBeCloseTo(833.3333, 4);
    expect(inv.pdco).toBeCloseTo(868.0556, 4);
    expect(inv.pso).toBeCloseTo(0.004931 * 833.3333, 6);
    expect(inverterSelfConsumptionFraction(5)).toBe(0.002246);
    expect(inverterSelfConsumptionFraction(500)).toBe(0.002478);
    expect(inverterSelfConsumptionFraction(999.9)).toBe(0.002478);
    expect(inverterSelfConsumptionFraction(1000)).toBe(0.004931);
  });

  it('is a straight line from P_so to (P_dco, P_aco), off below P_so, clipped above P_aco', () => {
    expect(inverterAc(inv.pdco, inv) / inv.paco).toBeCloseTo(1, 12);
    expect(inverterAc(2 * inv.pdco, inv)).toBe(inv.paco);
    expect(inverterAc(inv.pso, inv)).toBe(0);
    expect(inverterAc(0, inv)).toBe(0);
    expect(inverterAc(-5, inv)).toBe(0);
    // (833.333/(868.056 − 4.109))·(434.028 − 4.109) = 414.700
    expect(inverterAc(inv.pdco / 2, inv)).toBeCloseTo(414.7, 1);
  });
});

describe('NOCT cell temperature', () => {
  const eta = referenceEfficiency(PVWATTS_CEC_MODULES[1]);
  it('at NOCT conditions (800 W/m², 20 °C, 1 m/s after the 0.51 wind factor)', () => {
    // 20 + 29·(1 − 0.200715/0.9) = 42.5325 for roof mount (NOCT 49)
    expect(eta).toBeCloseTo(0.200715, 6);
    expect(noctCellTemperature(800, 20, 1 / 0.51, 49, eta)).toBeCloseTo(42.5325, 4);
    expect(noctCellTemperature(800, 20, 1 / 0.51, 45, eta)).toBeCloseTo(
      20 + 25 * (1 - eta / 0.9),
      9,
    );
  });

  it('roof mount runs hotter than open rack, wind cools, ambient without light', () => {
    expect(installedNoct(1)).toBe(49);
    [0, 2, 3, 4].forEach((type) => expect(installedNoct(type)).toBe(45));
    expect(noctCellTemperature(1000, 30, 8, 49, eta)).toBeLessThan(
      noctCellTemperature(1000, 30, 2, 49, eta),
    );
    // no wind is floored at 0.001 m/s
    expect(noctCellTemperature(1000, 30, 0, 49, eta)).toBeCloseTo(
      30 + 1.25 * 29 * (1 - eta / 0.9) * (9.5 / (5.7 + 0.0038)),
      9,
    );
    expect(noctCellTemperature(0, 12, 2, 49, eta)).toBe(12);
  });
});

describe('CEC single-diode module', () => {
  // Reference maxima from an independent brute-force scan (V in 3.5 mV steps, I by bisection).
  const premium = PVWATTS_CEC_MODULES[1];
  it.each([
    [1000, 25, 327.105819],
    [100, 25, 30.798934],
    [200, 45, 58.309976],
  ])('premium module at %d W/m², %d °C gives %f W', (g, tc, p) => {
    expect(cecModulePower(premium, g, tc) / p).toBeCloseTo(1, 5);
  });

  it('loses efficiency in weak light: 94 % of linear at 100 W/m², 91 % at 50 W/m²', () => {
    const stc = cecModulePower(premium, 1000, 25);
    expect((cecModulePower(premium, 100, 25) * 10) / stc).toBeCloseTo(0.9416, 3);
    expect((cecModulePower(premium, 50, 25) * 20) / stc).toBeCloseTo(0.9137, 3);
  });

  it('gives about the nameplate at STC for every module type, nothing below 1 W/m²', () => {
    for (const m of Object.values(PVWATTS_CEC_MODULES)) {
      expect(cecModulePower(m, 1000, 25) / (m.vmp * m.imp)).toBeCloseTo(1, 2);
      expect(cecModulePower(m, 0.99, 25)).toBe(0);
    }
  });

  it('power rises with irradiance and falls with temperature', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1400, noNaN: true }),
        fc.double({ min: -20, max: 80, noNaN: true }),
        fc.constantFrom(0, 1, 2),
        (g, tc, type) => {
          const m = PVWATTS_CEC_MODULES[type as 0 | 1 | 2];
          const p = cecModulePower(m, g, tc);
          expect(p).toBeGreaterThan(0);
          expect(cecModulePower(m, g * 1.05, tc)).toBeGreaterThan(p);
          expect(cecModulePower(m, g, tc + 5)).toBeLessThan(p);
        },
      ),
      { numRuns: 200 },
    );
  });
});
