import type { QueryClient } from '@tanstack/react-query';
import { LeaveGuardLayout } from '../components/form/form-leave-guard';
import { RouteError } from '../components/errors/route-error';
import { AppProvider } from './providers';

/**
 * The layout route of every page but /login (decision 0063): the theme, snackbars, the query
 * client and confirm dialogs (`AppProvider`) around one leave guard for every screen; a page's
 * error is shown inside the same providers.
 */
export function appLayout(queryClient: QueryClient) {
  return {
    Component: function AppLayout() {
      return (
        <AppProvider queryClient={queryClient}>
          <LeaveGuardLayout />
        </AppProvider>
      );
    },
    ErrorBoundary: function AppLayoutError() {
      return (
        <AppProvider queryClient={queryClient}>
          <RouteError />
        </AppProvider>
      );
    },
  };
}
