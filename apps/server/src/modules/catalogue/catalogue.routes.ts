import type { App } from '../../app-types';
import { panelsRoutes } from './panels/panels.routes';

/** The catalogue API (spec 2 §7): every area under /api, reads for signed-in users, writes for admins. */
export async function catalogueRoutes(app: App) {
  await app.register(panelsRoutes);
}
