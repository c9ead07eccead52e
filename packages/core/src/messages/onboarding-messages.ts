/**
 * Onboarding texts of spec 3 §2, §4, §5 and §8, word for word (odd spelling such as 'avalaible'
 * and 'schdule' is the product's and is kept on purpose).
 */
export const ONBOARDING_MESSAGES = {
  contractDoesNotExist: 'Contract does not exist.',
  unableToGetContract: 'Unable to get Contract!',
  couldNotUpdateContract: 'Could not update Contract.',
  leavePrompt: 'Customer on boarding has not been completed, are you sure you want to leave?',
  invalidEmail: 'Invalid email address',
  skipCredit: 'This step should only be skipped for cash deals.',
  loanNotApproved: 'Loan was not approved',
  loanNotFilledOut: 'Loan has not been filled out yet',
  confirmNewContract: 'Are you sure you want to generate a new contract?',
  couldNotCreateContract: 'Could not create Contract Template.',
  failedToSendAgreement: 'Failed to send agreement.',
  couldNotGetDocumentStatus: 'Could not get Document Status.',
  documentNotSigned: 'Document has not been signed yet.',
  selectAgreement: 'Please select Agreement to use.',
  sendMessage: 'Click the link to see your agreement.',
  sendSubject: 'Your agreement has been created!',
  surveyTooFar:
    'Site Survey is scheduled more than 3 days away. If possible, please schdule the site survey sooner to lower the chance of canceling. Continue with current appointment?',
  skipSurvey:
    'Are you sure you want to skip this step? Scheduling a internal site survey needs to be done in Colorado, North Carolina, and South Carolina',
  noAppointments: 'No appointments avalaible on this date',
  onboardingFailed:
    'Failed to complete customer onboarding. Please call in to complete this process',
  couldNotSendWelcomeEmail: 'Could not send welcome Email',
  thankYou: 'Thank You',
  // Server-only replies the spec does not word.
  contractFixForbidden: 'Only Admin and Developer can fix a contract.',
  documentNotFound: 'Document does not exist.',
  signingLinkInvalid: 'This signing link is not valid.',
  alreadySigned: 'This agreement has already been signed.',
  consentRequired: 'Please agree to sign electronically.',
  signatureRequired: 'Please type or draw your signature.',
  templateNotAvailable: 'This contract template is not available.',
  agreementBeingCreated:
    'This agreement is being created by another request. Wait a few seconds, then try again.',
  noSlot: 'This time slot is no longer available.',
} as const;
