// `npm run weather:pack [-- <source dir> [<output file>]]`: regenerates the bundled weather pack
// (apps/server/weather-pack/tmy3-us.pbwp) from a folder of station files, by default
// ../shared/weather/tmy3-us. See docs/production.md, "The weather pack".
import { bin, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
const code = await run(
  bin('tsx'),
  [
    'apps/server/src/integrations/production/weather-pack/build-weather-pack-cli.ts',
    ...process.argv.slice(2),
  ],
  { cwd: root },
);
process.exit(code);
