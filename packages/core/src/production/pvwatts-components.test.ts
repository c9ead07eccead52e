import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PvwattsCellTemperature } from './cell-temperature';
import { inverterAc } from './inverter';
import { CoverModel, airMassModifier, transmittance } from './module-cover';
import { SKY_ISOTROPIC, SKY_NONE, SKY_PEREZ, perezPoa, perezSky } from './perez';

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

  it('AR glass beam modifier: ≈1.02 near normal (glass-normalised, as SSC), falling with angle', () => {
    const cover = new CoverModel(20);
    expect(cover.kBeam(0)).toBeGreaterThan(1.01);
    expect(cover.kBeam(0)).toBeLessThan(1.03);
    expect(cover.kBeam(60)).toBeLessThan(cover.kBeam(30));
    expect(cover.kBeam(85)).toBeLessThan(0.6);
    expect(cover.kSky).toBeGreaterThan(0.9);
    expect(cover.kSky).toBeLessThan(1);
    expect(cover.kGround).toBeLessThan(cover.kSky);
  });

  it('air-mass modifier: about 1 at AM1.5, zero at the horizon, less low-sun loss at altitude', () => {
    expect(airMassModifier(48.19, 0)).toBeCloseTo(1, 1);
    expect(airMassModifier(89.9, 0)).toBe(0);
    expect(airMassModifier(86, 2000)).toBeGreaterThan(airMassModifier(86, 0));
  });
});

describe('inverter', () => {
  it('runs at the nominal efficiency at rated load, clips above it, and is off with no DC', () => {
    const acRated = 1000 / 1.2;
    const dcRated = acRated / 0.96;
    expect(inverterAc(dcRated, acRated, 96)).toBeCloseTo(acRated, 9);
    expect(inverterAc(5 * dcRated, acRated, 96)).toBe(acRated);
    expect(inverterAc(0, acRated, 96)).toBe(0);
    expect(inverterAc(-5, acRated, 96)).toBe(0);
    expect(inverterAc(0.001, acRated, 96)).toBe(0);
    const half = inverterAc(dcRated / 2, acRated, 96) / (dcRated / 2);
    expect(half).toBeGreaterThan(0.95);
    expect(half).toBeLessThan(0.97);
  });
});

describe('cell temperature (Fuentes, roof mount)', () => {
  it('settles near the installed NOCT of 49 °C at NOCT conditions', () => {
    // 800 W/m², 20 °C ambient, 1 m/s at module height (5 m): v10 = 1/(5/9.144)^0.2.
    const model = new PvwattsCellTemperature(49, 5, 1);
    let t = 0;
    for (let i = 0; i < 20; i++) t = model.step(800, 1 / Math.pow(5 / 9.144, 0.2), 20);
    expect(Math.abs(t - 49)).toBeLessThan(1.5);
  });

  it('runs hotter for roof mount than open rack, cooler with wind, ambient at night', () => {
    const roof = new PvwattsCellTemperature(49).step(1000, 2, 30);
    const rack = new PvwattsCellTemperature(45).step(1000, 2, 30);
    const windy = new PvwattsCellTemperature(49).step(1000, 8, 30);
    expect(roof).toBeGreaterThan(rack);
    expect(windy).toBeLessThan(roof);
    expect(new PvwattsCellTemperature(49).step(0, 2, 12)).toBe(12);
  });
});
