import type { QueryClient } from '@tanstack/react-query';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { getCrmOutboxQueryOptions } from '../../../../features/outbox/api/get-crm-outbox';
import { getDeliveryOutboxQueryOptions } from '../../../../features/outbox/api/get-delivery-outbox';
import { getEmailOutboxQueryOptions } from '../../../../features/outbox/api/get-email-outbox';
import { OutboxScreen } from '../../../../features/outbox/components/outbox-screen';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader = (queryClient: QueryClient) => () => {
  prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
    Promise.all([
      queryClient.prefetchQuery(getEmailOutboxQueryOptions({ page: 1, pageSize: 25 })),
      queryClient.prefetchQuery(getDeliveryOutboxQueryOptions({ page: 1, pageSize: 25 })),
      queryClient.prefetchQuery(getCrmOutboxQueryOptions({ page: 1, pageSize: 25 })),
    ]),
  );
  return null;
};

/** /outbox — emails, notification deliveries, CRM and portal calls; needs PB_MANAGE_ADMIN_ITEMS. */
export default function OutboxRoute() {
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Outbox">
      <OutboxScreen />
    </RequireCapability>
  );
}
