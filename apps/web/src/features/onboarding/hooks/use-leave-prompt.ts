import { ONBOARDING_MESSAGES } from '@pb/core';
import { useLeaveGuard } from '../../../components/form/form-leave-guard';

/**
 * Until the welcome email has been sent, leaving asks 'Customer on boarding has not been
 * completed, are you sure you want to leave?' (browser beforeunload and in-app navigation),
 * through the app's one leave guard.
 */
export function useLeavePrompt(isActive: boolean) {
  useLeaveGuard(() => (isActive ? ONBOARDING_MESSAGES.leavePrompt : null));
}
