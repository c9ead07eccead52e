/**
 * Calibrates the household load model (packages/core/src/household-load/load-shape.json) on the
 * DOE/OpenEI residential BASE profiles of Long Beach (722970) and St. Louis (724340) with their
 * TMY3 weather, holds out Boston (725090), and writes the Boston test fixture. Reads ../shared:
 *
 *   npx tsx scripts/household-load-calibration/calibrate.ts [/work/shared]
 *   npx prettier --write packages/core/src/household-load/load-shape.json
 *
 * 1. Base (non-HVAC) shape: Electricity:Facility − Cooling:Electricity − HVACFan:Fans, hour-of-day
 *    means by summer (May–Oct)/winter × weekday/weekend, each station relative to its annual mean,
 *    averaged over the two stations. The BASE year starts on a Sunday (its weekend days are highest).
 * 2. For each (tau, cooling balance, heating balance) on a grid: cooling = Cooling + summer fans,
 *    heating = winter fans (the BASE homes heat with gas; electric heat follows the same shape);
 *    hour-of-day weights = Σ hvac kWh by hour ÷ Σ degree-hours by hour (mean 1). The grid point with
 *    the lowest mean hourly CV(RMSE) of the full model (12 monthly sums → 8760) on the two wins.
 * 3. annualSplit = mean over the two stations of the fitted monthly weights ÷ the station's mean kW.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  fitMonthlyWeights,
  loadDrivers,
  modelHourlyLoad,
  monthlyDriverSums,
} from '../../packages/core/src/household-load/model-hourly-load';
import type { LoadShape } from '../../packages/core/src/household-load/load-shape';
import { loadFitStats } from '../../packages/core/src/household-load/load-fit';
import { hourCalendar } from '../../packages/core/src/hourly-bill/hour-calendar';
import { parseWeatherFile } from '../../packages/core/src/production/parse-weather-file';

const root = fileURLToPath(new URL('../../', import.meta.url));
const shared = process.argv[2] ?? path.resolve(root, '../shared');
const STATIONS = {
  '722970': '722970_USA_CA_Long.Beach-Daugherty.Field.722970_TMY3_BASE.csv.gz',
  '724340': '724340_USA_MO_St.Louis-Lambert.Intl.AP.724340_TMY3_BASE.csv.gz',
  '725090': '725090_USA_MA_Boston-Logan.Intl.AP.725090_TMY3_BASE.csv.gz',
} as const;
type Id = keyof typeof STATIONS;
const CALIBRATION: Id[] = ['722970', '724340'];
const HOLD_OUT: Id = '725090';
const BASE_FIRST_DAY = 6; // Sunday

interface Station {
  facility: Float64Array;
  cooling: Float64Array;
  fans: Float64Array;
  temperature: Float64Array;
}
function readStation(id: Id): Station {
  const text = gunzipSync(
    readFileSync(path.join(shared, 'billing/load/openei-res-base', STATIONS[id])),
  ).toString();
  const rows = text.trim().split('\n').slice(1);
  if (rows.length !== 8760) throw new Error(`${id}: ${rows.length} rows`);
  const col = (i: number) => Float64Array.from(rows, (r) => Number(r.split(',')[i]));
  const weather = parseWeatherFile(
    gunzipSync(readFileSync(path.join(shared, 'weather/tmy3-us', `${id}.csv.gz`))).toString(),
    `${id}.csv`,
  );
  return { facility: col(1), cooling: col(5), fans: col(6), temperature: weather.tdry };
}
const data = Object.fromEntries(
  (Object.keys(STATIONS) as Id[]).map((id) => [id, readStation(id)]),
) as Record<Id, Station>;

const cal = hourCalendar(BASE_FIRST_DAY);
const summer = (h: number) => (cal.month[h]! >= 4 && cal.month[h]! <= 9 ? 1 : 0);
const mean = (a: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]!;
  return s / a.length;
};
const monthly = (a: ArrayLike<number>) => {
  const m = new Array<number>(12).fill(0);
  for (let h = 0; h < 8760; h++) m[cal.month[h]!]! += a[h]!;
  return m;
};
const round = (v: number, d = 4) => Math.round(v * 10 ** d) / 10 ** d;

// 1. Base level by month, then the hour-of-day shape relative to it.
const baseByMonth = new Array<number>(12).fill(0);
const hoursIn = monthly(new Float64Array(8760).fill(1));
for (const id of CALIBRATION) {
  const s = data[id];
  const b = Float64Array.from(s.facility, (v, h) => v - s.cooling[h]! - s.fans[h]!);
  const mb = mean(b);
  monthly(b).forEach((v, m) => (baseByMonth[m]! += v / hoursIn[m]! / mb / CALIBRATION.length));
}
const base = [0, 1].map(() => [0, 1].map(() => new Array<number>(24).fill(0)));
for (const id of CALIBRATION) {
  const s = data[id];
  const b = Float64Array.from(s.facility, (v, h) => v - s.cooling[h]! - s.fans[h]!);
  const mb = mean(b);
  const sum = [0, 1].map(() => [0, 1].map(() => new Array<number>(24).fill(0)));
  const n = [0, 1].map(() => [0, 1].map(() => new Array<number>(24).fill(0)));
  for (let h = 0; h < 8760; h++) {
    sum[summer(h)]![cal.weekend[h]!]![cal.hour[h]!]! += b[h]! / mb / baseByMonth[cal.month[h]!]!;
    n[summer(h)]![cal.weekend[h]!]![cal.hour[h]!]! += 1;
  }
  for (const su of [0, 1])
    for (const we of [0, 1])
      for (let k = 0; k < 24; k++)
        base[su]![we]![k]! += sum[su]![we]![k]! / n[su]![we]![k]! / CALIBRATION.length;
}

function smoothed(t: Float64Array, tau: number): Float64Array {
  // The same smoothing as the model: drivers of a flat shape give the degree-hours back.
  const flat: LoadShape = {
    tauHours: tau,
    coolingBalanceC: -1000,
    heatingBalanceC: -1000,
    baseByMonth: new Array<number>(12).fill(1),
    base: [0, 1].map(() => [0, 1].map(() => new Array<number>(24).fill(1))),
    coolingByHour: new Array<number>(24).fill(1),
    heatingByHour: new Array<number>(24).fill(1),
    annualSplit: { base: 1, cooling: 0, heating: 0 },
  };
  return Float64Array.from(loadDrivers(t, 0, flat).cooling, (v) => v - 1000);
}

function shapeFor(tau: number, tc: number, th: number): LoadShape {
  const cn = new Array<number>(24).fill(0);
  const cd = new Array<number>(24).fill(0);
  const hn = new Array<number>(24).fill(0);
  const hd = new Array<number>(24).fill(0);
  for (const id of CALIBRATION) {
    const s = data[id];
    const ts = smoothed(s.temperature, tau);
    const scale = mean(s.facility);
    for (let h = 0; h < 8760; h++) {
      const k = cal.hour[h]!;
      cn[k]! += (s.cooling[h]! + (summer(h) ? s.fans[h]! : 0)) / scale;
      hn[k]! += (summer(h) ? 0 : s.fans[h]!) / scale;
      cd[k]! += Math.max(0, ts[h]! - tc);
      hd[k]! += Math.max(0, th - ts[h]!);
    }
  }
  const norm = (n: number[], d: number[]) => {
    const r = n.map((v, k) => v / Math.max(d[k]!, 1e-9));
    const m = mean(r);
    return r.map((v) => round(v / m));
  };
  return {
    tauHours: tau,
    coolingBalanceC: tc,
    heatingBalanceC: th,
    baseByMonth: baseByMonth.map((v) => round(v)),
    base: base.map((a) => a.map((b) => b.map((v) => round(v)))),
    coolingByHour: norm(cn, cd),
    heatingByHour: norm(hn, hd),
    annualSplit: { base: 1, cooling: 0, heating: 0 },
  };
}

function fit(id: Id, shape: LoadShape) {
  const s = data[id];
  const m = modelHourlyLoad(
    {
      monthlyKwh: monthly(s.facility),
      temperatureC: s.temperature,
      firstDayOfWeek: BASE_FIRST_DAY,
    },
    shape,
  );
  return loadFitStats(m.kwh, s.facility);
}

// 2. Grid search.
let best: { cv: number; shape: LoadShape } | null = null;
for (const tau of [1, 3, 6, 12, 18, 24]) {
  for (const tc of [16, 18, 20, 22]) {
    for (const th of [10, 12, 14, 16]) {
      const shape = shapeFor(tau, tc, th);
      const cv = mean(CALIBRATION.map((id) => fit(id, shape).cvRmse));
      if (!best || cv < best.cv) best = { cv, shape };
    }
  }
}
const shape = best!.shape;

// 3. Typical split for annual-only homes.
const split = [0, 0, 0];
for (const id of CALIBRATION) {
  const s = data[id];
  const w = fitMonthlyWeights(
    monthlyDriverSums(loadDrivers(s.temperature, BASE_FIRST_DAY, shape)),
    monthly(s.facility),
  );
  const mkw = mean(s.facility);
  w.forEach((v, i) => (split[i]! += v / mkw / CALIBRATION.length));
}
shape.annualSplit = {
  base: round(split[0]!, 6),
  cooling: round(split[1]!, 6),
  heating: round(split[2]!, 6),
};

const out = path.join(root, 'packages/core/src/household-load/load-shape.json');
writeFileSync(out, JSON.stringify(shape) + '\n');
console.log(
  `wrote ${path.relative(root, out)}: tau ${shape.tauHours} h, cooling ${shape.coolingBalanceC} °C, heating ${shape.heatingBalanceC} °C`,
);
for (const id of Object.keys(STATIONS) as Id[]) {
  const s = data[id];
  const f = fit(id, shape);
  const flat = monthly(s.facility).map(
    (v, m) => v / hourCalendar(0).month.filter((x) => x === m).length,
  );
  const fl = loadFitStats(
    Float64Array.from({ length: 8760 }, (_, h) => flat[cal.month[h]!]!),
    s.facility,
  );
  console.log(
    `${id}${id === HOLD_OUT ? ' (held out)' : ''}: model CV(RMSE) ${f.cvRmse.toFixed(3)} NMBE ${f.nmbe.toFixed(4)} r ${f.hourlyCorrelation.toFixed(3)} avg-day r ${f.averageDayCorrelation.toFixed(3)} | flat CV(RMSE) ${fl.cvRmse.toFixed(3)} r ${fl.hourlyCorrelation.toFixed(3)} avg-day r ${fl.averageDayCorrelation.toFixed(3)}`,
  );
}

// Boston test fixture: hour, TMY3 dry-bulb °C, Electricity:Facility kWh.
const fixtureDir = path.join(root, 'packages/core/test-fixtures/load');
mkdirSync(fixtureDir, { recursive: true });
const b = data[HOLD_OUT];
const lines = ['hour,temperature_c,load_kwh'];
for (let h = 0; h < 8760; h++) lines.push(`${h},${b.temperature[h]},${round(b.facility[h]!, 5)}`);
writeFileSync(
  path.join(fixtureDir, '725090-boston-base-load-and-temperature.csv.gz'),
  gzipSync(Buffer.from(lines.join('\n') + '\n'), { level: 9 }),
);
