import { badRequest, conflict, type AppError } from '../../../errors';
import { isUniqueViolation } from '../../../lib/db-errors';

/**
 * Panels, inverters and installers each have exactly one default once any exist: choosing a new
 * default clears the others in the same transaction, the first item becomes the default, and
 * the default cannot be unset or deleted while other items exist (make another one default first).
 */
export const defaultRules = (item: string) => ({
  cannotUnset: (): AppError =>
    badRequest(`There must be one default ${item}. Make another ${item} the default instead.`, [
      { path: 'body.isDefault', message: `Make another ${item} the default instead` },
    ]),
  cannotDelete: (): AppError =>
    badRequest(`This is the default ${item}. Make another ${item} the default before deleting it.`),
  /** Two admins choosing different defaults at once: the unique index refuses the second. */
  mapRace: (err: unknown): never => {
    if (isUniqueViolation(err)) {
      throw conflict(
        `Someone else changed the default ${item} at the same time. Reload and try again.`,
      );
    }
    throw err;
  },
});
