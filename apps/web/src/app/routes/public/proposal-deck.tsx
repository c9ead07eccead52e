import { PROPOSAL_MESSAGES } from '@pb/core';
import { useLocation, useParams } from 'react-router';
import { RequireAuth } from '../../../components/guards/require-auth';
import { FullPageStatus } from '../../../components/ui/full-page-status';
import { ProposalDeckScreen } from '../../../features/proposal-deck/components/proposal-deck-screen';

/** `Prop{n}` of the public link form; anything else is not a proposal link. */
const propNumberOf = (segment: string | undefined) => {
  const m = segment === undefined ? null : /^Prop(\d+)$/.exec(segment);
  return m ? Number(m[1]) : null;
};

/**
 * /public/proposal/{id}, …/edit and …/edit/Prop{proposalNumber} (spec 3 §2): the deck, without
 * the admin drawer and app bar, for a signed-in user.
 */
export default function ProposalDeckRoute() {
  const { proposalId = '', propNumber } = useParams();
  const isEdit = /\/edit(\/|$)/.test(useLocation().pathname);
  if (propNumber !== undefined && propNumberOf(propNumber) === null)
    return <FullPageStatus message={PROPOSAL_MESSAGES.proposalDoesNotExist} />;
  return (
    <RequireAuth>
      <ProposalDeckScreen
        proposalId={proposalId}
        isEdit={isEdit}
        proposalNumber={propNumberOf(propNumber)}
      />
    </RequireAuth>
  );
}
