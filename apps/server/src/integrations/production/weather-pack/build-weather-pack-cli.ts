// `npm run weather:pack [-- <source dir> [<output file>]]`: rebuilds the bundled weather pack
// from a folder of station files (default ../shared/weather/tmy3-us beside the repository).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeatherPack } from './build-weather-pack';
import { DEFAULT_WEATHER_PACK_FILE } from './weather-pack-file';

const repoRoot = fileURLToPath(new URL('../../../../../../', import.meta.url));
const sourceDir = path.resolve(process.argv[2] ?? path.join(repoRoot, '../shared/weather/tmy3-us'));
const out = path.resolve(process.argv[3] ?? DEFAULT_WEATHER_PACK_FILE);

const started = Date.now();
console.log(`Building weather pack from ${sourceDir}`);
const { pack, stations, maxError } = await buildWeatherPack({ sourceDir, log: console.log });
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, pack);
console.log(
  `${stations.length} stations, ${(pack.length / 1e6).toFixed(1)} MB → ${path.relative(process.cwd(), out)} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log('largest decode error per column:', JSON.stringify(maxError));
