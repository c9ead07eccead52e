import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  type ReactNode,
} from 'react';
import { Outlet, useBlocker, type Location } from 'react-router';
import { useConfirm } from '../ui/confirm-dialog';

/** Navigation state that lets a screen leave on purpose (e.g. to the proposal it just saved). */
export const LEAVE_WITHOUT_PROMPT = { isLeavingOnPurpose: true } as const;

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

const isOnPurpose = (location: Location) =>
  (location.state as { isLeavingOnPurpose?: boolean } | null)?.isLeavingOnPurpose === true;

/** Asks a guard at the moment of leaving: its question, or null when there is nothing to lose. */
type Ask = () => string | null;
type Register = (id: string, ask: Ask | null) => void;

const LeaveGuardContext = createContext<Register | null>(null);

/**
 * The app's one leave guard (a router supports only one blocker): every <Form> with unsaved
 * input, and any screen with work under way (onboarding), registers here. While one of them has
 * something to lose, closing or reloading the tab asks the browser's 'beforeunload' question and
 * leaving for another screen asks first. Navigating with `state: LEAVE_WITHOUT_PROMPT` is not
 * asked about. Without it (component tests on a plain router) guards do nothing.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const guards = useRef(new Map<string, Ask>());
  const confirm = useConfirm();
  const question = useCallback(() => {
    for (const ask of guards.current.values()) {
      const message = ask();
      if (message !== null) return message;
    }
    return null;
  }, []);
  const register = useCallback<Register>((id, ask) => {
    if (ask) guards.current.set(id, ask);
    else guards.current.delete(id);
  }, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !isOnPurpose(nextLocation) &&
      currentLocation.pathname !== nextLocation.pathname &&
      question() !== null,
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const message = question();
      if (message === null) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [question]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const message = question() ?? UNSAVED_CHANGES_MESSAGE;
    void confirm({ message, confirmText: 'Leave' }).then((isLeaving) =>
      isLeaving ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, confirm, question]);

  return <LeaveGuardContext.Provider value={register}>{children}</LeaveGuardContext.Provider>;
}

/** The router's root layout: the leave guard around every screen. */
export function LeaveGuardLayout() {
  return (
    <LeaveGuardProvider>
      <Outlet />
    </LeaveGuardProvider>
  );
}

/**
 * Registers a guard for as long as the calling component is mounted. `ask` is called when the
 * user leaves (read live values through refs in it) and answers the question or null.
 */
export function useLeaveGuard(ask: Ask) {
  const id = useId();
  const register = useContext(LeaveGuardContext);
  const latest = useRef(ask);
  useEffect(() => {
    latest.current = ask;
  });
  useEffect(() => {
    if (!register) return;
    register(id, () => latest.current());
    return () => register(id, null);
  }, [register, id]);
}
