import { CATALOGUE_MESSAGES } from '@pb/core';
import type { QueryClient } from '@tanstack/react-query';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { getSiteSettingsQueryOptions } from '../../../../features/site-settings/api/get-site-settings';
import { SiteSettingsForm } from '../../../../features/site-settings/components/site-settings-form';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader = (queryClient: QueryClient) => () => {
  prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
    queryClient.prefetchQuery(getSiteSettingsQueryOptions()),
  );
  return null;
};

/** /settings and /sitesettings — without PB_MANAGE_ADMIN_ITEMS a not-allowed page for 'Site Settings'. */
export default function SiteSettingsRoute() {
  return (
    <RequireCapability
      capability="PB_MANAGE_ADMIN_ITEMS"
      area={CATALOGUE_MESSAGES.siteSettingsPageName}
    >
      <SiteSettingsForm />
    </RequireCapability>
  );
}
