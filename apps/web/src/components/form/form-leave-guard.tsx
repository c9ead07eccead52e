import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';
import { useConfirm } from '../ui/confirm-dialog';
import { useFormIsDirty } from './use-form-state';

/** Navigation state that lets a screen leave on purpose (e.g. to the proposal it just saved). */
export const LEAVE_WITHOUT_PROMPT = { isLeavingOnPurpose: true } as const;

const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

const isOnPurpose = (location: Location) =>
  (location.state as { isLeavingOnPurpose?: boolean } | null)?.isLeavingOnPurpose === true;

/**
 * Keeps unsaved work of the surrounding <Form>: while it is dirty, closing or reloading the tab
 * asks the browser's 'beforeunload' question, and leaving for another screen of the app asks
 * first. Navigating with `state: LEAVE_WITHOUT_PROMPT` (after a save) is not asked about.
 */
export function FormLeaveGuard() {
  const isDirty = useFormIsDirty();
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isOnPurpose(nextLocation) && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ message: UNSAVED_CHANGES_MESSAGE, confirmText: 'Leave' }).then((isLeaving) =>
      isLeaving ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, confirm]);

  return null;
}
