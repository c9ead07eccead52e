/** Snackbar and load-failure texts of the Site Survey Slots and Outbox admin screens. */
export const ADMIN_SCREEN_MESSAGES = {
  couldNotGetAreaGroups: 'Could not get the site survey area groups.',
  areaGroupAdded: 'Area group added.',
  couldNotAddAreaGroup: 'Could not add the area group.',
  areaGroupSaved: 'Area group saved.',
  couldNotSaveAreaGroup: 'Could not save the area group.',
  areaGroupDeleted: 'Area group deleted.',
  couldNotDeleteAreaGroup: 'Could not delete the area group.',
  couldNotGetEmails: 'Could not get the email outbox.',
  couldNotGetDeliveries: 'Could not get the notification deliveries.',
  retryQueued: 'Queued to send again.',
  couldNotRetry: 'Could not queue it to send again.',
  emailNotFound: 'That email is not in the outbox.',
  deliveryNotFound: 'That delivery is not in the outbox.',
  nothingToRetry: 'Only a pending, failed or dead message can be sent again.',
  couldNotGetCrmPushes: 'Could not get the CRM and portal calls.',
  crmPushNotFound: 'That CRM or portal call is not in the outbox.',
} as const;
