import { CATALOGUE_MESSAGES } from '@pb/core';
import { useConfirm } from './confirm-dialog';

/**
 * Spec 2 §2: deleting asks 'Would you like to delete this {item}? This cannot be reversed.' and
 * runs `remove` only when confirmed. Resolves whether it was removed; failures are announced by
 * the mutation's own error message, so they are swallowed here.
 */
export function useConfirmDelete() {
  const confirm = useConfirm();
  return async (item: string, remove: () => Promise<unknown>): Promise<boolean> => {
    const isConfirmed = await confirm({
      title: `Delete ${item}`,
      message: CATALOGUE_MESSAGES.confirmDelete(item),
      confirmText: 'Delete',
    });
    if (!isConfirmed) return false;
    try {
      await remove();
      return true;
    } catch {
      return false;
    }
  };
}
