import { useParams } from 'react-router';
import { RequireAuth } from '../../../components/guards/require-auth';
import { ContractFixPage } from '../../../features/onboarding/components/onboarding-page';

/** The contract fix screen, for Admin and Developer only (spec 3 §2, §6). */
export default function CreateAgreementFixRoute() {
  const { proposalId = '' } = useParams();
  return (
    <RequireAuth>
      <ContractFixPage proposalId={proposalId} />
    </RequireAuth>
  );
}
