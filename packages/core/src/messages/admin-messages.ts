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
} as const;
