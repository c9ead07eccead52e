import { useParams } from 'react-router';
import { SharedDeckScreen } from '../../../features/proposal-deck/components/proposal-deck-screen';

/** /p/{token}: a customer's share link (no sign-in). */
export default function SharedDeckRoute() {
  const { token = '' } = useParams();
  return <SharedDeckScreen token={token} />;
}
