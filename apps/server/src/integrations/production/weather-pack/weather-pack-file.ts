import path from 'node:path';
import { serverRoot } from '../../../config/paths';

/** The pack committed with the server: apps/server/weather-pack/tmy3-us.pbwp. */
export const DEFAULT_WEATHER_PACK_FILE = path.join(serverRoot, 'weather-pack/tmy3-us.pbwp');
