/**
 * The onboarding record tests save for the demo customer Maria Alvarez (PATCH /api/Contracts):
 * a Phoenix address, her phone, and the email the test watches.
 */
export const mariaContract = (proposalId: string, email = 'maria.alvarez@example.com') => ({
  id: proposalId,
  firstName: 'Maria',
  lastName: 'Alvarez',
  address: '2420 N 16th St',
  city: 'Phoenix',
  state: 'AZ',
  zip: '85016',
  email,
  phone: '(602) 555-0142',
});
