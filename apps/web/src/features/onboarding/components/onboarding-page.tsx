import { PLATFORM_MESSAGES, PROPOSAL_MESSAGES } from '@pb/core';
import type { ReactNode } from 'react';
import { AccessDenied } from '../../../components/errors/access-denied';
import { FullPageStatus } from '../../../components/ui/full-page-status';
import { isApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/current-user';
import { useContract } from '../api/get-contract';
import { useOnboarding } from '../api/get-onboarding';
import { ContractFixScreen } from './contract-fix-screen';
import { OnboardingStepper } from './onboarding-stepper';

function Loading({ children }: { children?: ReactNode }) {
  return children ?? <FullPageStatus isLoading message={PROPOSAL_MESSAGES.loadingProposal} />;
}

/** /public/proposal/:id/createAgreement — needs a signed-in user and a loadable proposal. */
export function OnboardingPage({ proposalId }: { proposalId: string }) {
  const me = useMe();
  const onboarding = useOnboarding(proposalId);
  if (me.isPending || onboarding.isPending) return <Loading />;
  if (me.isError || onboarding.isError) {
    return <FullPageStatus message={PROPOSAL_MESSAGES.proposalDoesNotExist} />;
  }
  return <OnboardingStepper ctx={onboarding.data} />;
}

const FIX_ROLES = ['Admin', 'Developer'];

/** /public/proposal/:id/createAgreement/fix — Admin and Developer only. */
export function ContractFixPage({ proposalId }: { proposalId: string }) {
  const me = useMe();
  const isAllowed = !!me.data && FIX_ROLES.includes(me.data.role.name);
  const contract = useContract(proposalId, isAllowed);
  if (me.isPending) return <Loading />;
  if (me.isError) return <FullPageStatus message={PLATFORM_MESSAGES.initFailed} />;
  if (!isAllowed) return <AccessDenied page="the Contract Fix screen" />;
  if (contract.isPending) return <Loading />;
  if (contract.isError) {
    const message =
      isApiError(contract.error) && contract.error.code === 'FORBIDDEN'
        ? null
        : contract.error.message;
    return message === null ? (
      <AccessDenied page="the Contract Fix screen" />
    ) : (
      <FullPageStatus message={message} />
    );
  }
  return <ContractFixScreen key={contract.data.version} contract={contract.data} />;
}
