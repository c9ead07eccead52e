import { fileURLToPath } from 'node:url';

/** The pack committed with the server: apps/server/weather-pack/tmy3-us.pbwp. */
export const DEFAULT_WEATHER_PACK_FILE = fileURLToPath(
  new URL('../../../../weather-pack/tmy3-us.pbwp', import.meta.url),
);
