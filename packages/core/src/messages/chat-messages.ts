/** Request, chat and notification texts of spec 1 §2, §4, §8 and spec 3 §2, §8, word for word. */
export const CHAT_MESSAGES = {
  initialRequestSent: 'Inital design request sent',
  initialRequestAlreadyCreated: 'Inital design request already created',
  /** Spec 3 §8 only describes it ("a message to link accounts in the other system"). */
  unknownDesignCustomer:
    'This customer is not linked to Proposal Builder. Link the accounts in the sales system, then open the design link again.',
  confirmComplete: 'Mark redesign as completed? This action cannot be undone.',
  requestCompleted: 'Request completed!',
  couldNotComplete: 'Could not Complete redesign, please try again.',
  couldNotGetNotifications: 'Could not get Notifications',
  couldNotMarkNotificationsRead: 'Could not mark notifications read',
  noNewNotifications: 'No new notifications',
  requestNotFound: 'Request not found.',
  requestAlreadyStarted: 'Someone else already started this request.',
  requestNotActive: 'This request is already completed.',
  requestNotOwned: 'This request is not assigned to anyone.',
  onlyOwnerMayComplete: 'Only the person working on this request can mark it completed.',
  mayNotUnclaim: 'Only the person working on this request or a request manager can unclaim it.',
  mayNotSeeRequest: 'You can only see your own requests.',
  chatImageNotAnImage: 'The chat image must be a PNG or JPEG picture.',
  chatImageTooLarge: 'The chat image must be at most 1 MB.',
  chatImageCouldNotStore: 'The chat image could not be stored. Try again.',
  emptyMessage: 'Write a message or attach an image.',
  redesignRequested: 'Redesign requested',
} as const;
