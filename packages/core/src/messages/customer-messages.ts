/** Customer texts of spec 3 §4 and §8, word for word (their odd wording is kept on purpose). */
export const CUSTOMER_MESSAGES = {
  customerAdded: 'Customer added!',
  customerUpdated: 'Customer updated!',
  customerSaved: 'Customer saved!',
  customerFailedToUpdate: 'Customer failed to Update!',
  customerDetailsDoNotExist: 'Customer Details do not exist.',
  customerNotFound: 'Customer not found.',
  couldNotGetCustomers: 'Could not get Customers.',
  couldNotGetCustomer: 'Could not get Customer.',
  couldNotAddCustomer: 'Could not add Customer.',
  staleCustomer:
    'This customer was changed by someone else. Reload to see their changes, then try again.',
  staleCustomerDetails:
    'These customer details were changed by someone else. Reload to see their changes, then try again.',
  detailsNeedPanel: 'Choose a panel before generating a build.',
  detailsNeedPanelArray: 'Add a panel array before generating a build.',
  locationUnknown:
    "The customer's address could not be located, so production cannot be estimated. Check the address, or place the home on the customer page.",
  // Placing the home by hand (issue 33, decision 0055): our texts.
  homeLocationUnknown:
    'Location unknown: the address could not be found on the map. Place the home: enter its latitude and longitude.',
  coordinatesBothOrNeither: 'Enter both latitude and longitude.',
  coordinatesNotZero: '0, 0 is not a home: enter the latitude and longitude of the home.',
  productionUnavailable: 'Production estimate is unavailable right now. Try again shortly.',
  // Assigned reps (decision 0034): our texts, the spec is silent.
  repsSaved: 'Assigned reps saved.',
  couldNotSaveReps: 'Could not save the assigned reps.',
  couldNotGetReps: 'Could not get the assigned reps.',
  unknownRep: 'One of the chosen users does not exist.',
  managerNotRep: 'One of the chosen users reaches every customer already and cannot be assigned.',
} as const;
