import { PROPOSAL_MESSAGES } from '@pb/core';
import { FullPageStatus } from '../../../components/ui/full-page-status';
import { useMe } from '../../../lib/current-user';
import { useProposalDeck } from '../api/get-proposal-deck';
import { useSaveRoofDrawing } from '../api/save-roof-drawing';
import { useSharedDeck } from '../api/get-shared-deck';
import { DeckView } from './deck-view';

/**
 * /public/proposal/{id}[/edit[/Prop{n}]] (spec 3 §2): needs the signed-in user and the proposal;
 * 'Loading your proposal...' meanwhile, the not-found text when either cannot be loaded.
 */
type ProposalDeckScreenProps = {
  proposalId: string;
  isEdit: boolean;
  /** The `Prop{n}` of the public link form: it must be this proposal's number. */
  proposalNumber: number | null;
};

export function ProposalDeckScreen({
  proposalId,
  isEdit,
  proposalNumber,
}: ProposalDeckScreenProps) {
  const me = useMe();
  const deck = useProposalDeck(proposalId);
  const save = useSaveRoofDrawing(proposalId);
  const isWrongNumber =
    deck.data !== undefined &&
    proposalNumber !== null &&
    deck.data.proposalNumber !== proposalNumber;
  if (me.isError || deck.isError || isWrongNumber)
    return <FullPageStatus message={PROPOSAL_MESSAGES.proposalDoesNotExist} />;
  if (me.isPending || deck.isPending)
    return <FullPageStatus isLoading message={PROPOSAL_MESSAGES.loadingProposal} />;
  return (
    <DeckView
      deck={deck.data}
      mode={isEdit ? 'edit' : 'view'}
      onSaveDrawing={(drawing) => save.mutateAsync(drawing)}
    />
  );
}

/** /p/{token}: a customer's share link, no sign-in; revoked or unknown → the not-found text. */
export function SharedDeckScreen({ token }: { token: string }) {
  const deck = useSharedDeck(token);
  if (deck.isError) return <FullPageStatus message={PROPOSAL_MESSAGES.proposalDoesNotExist} />;
  if (deck.isPending)
    return <FullPageStatus isLoading message={PROPOSAL_MESSAGES.loadingProposal} />;
  return <DeckView deck={deck.data} mode="shared" />;
}
