import { ONBOARDING_MESSAGES } from '@pb/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '../../../components/ui/confirm-dialog';

/**
 * Until the welcome email has been sent, leaving asks 'Customer on boarding has not been
 * completed, are you sure you want to leave?' (browser beforeunload and in-app navigation).
 */
export function useLeavePrompt(isActive: boolean) {
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isActive && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isActive) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ONBOARDING_MESSAGES.leavePrompt;
      return ONBOARDING_MESSAGES.leavePrompt;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isActive]);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ message: ONBOARDING_MESSAGES.leavePrompt, confirmText: 'Leave' }).then((ok) =>
      ok ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, confirm]);
}
