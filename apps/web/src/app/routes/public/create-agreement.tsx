import { useParams } from 'react-router';
import { RequireAuth } from '../../../components/guards/require-auth';
import { OnboardingPage } from '../../../features/onboarding/components/onboarding-page';

/** The onboarding stepper Create Agreement opens in a new tab (spec 3 §2). */
export default function CreateAgreementRoute() {
  const { proposalId = '' } = useParams();
  return (
    <RequireAuth>
      <OnboardingPage proposalId={proposalId} />
    </RequireAuth>
  );
}
