import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useIsPhone } from '../../../lib/use-is-phone';
import {
  shareUrl,
  useCreateShare,
  useProposalShares,
  useRevokeShare,
} from '../api/proposal-shares';
import { formatDeckDate } from '../utils/deck-format';
import { useSingleFlight } from '../../../lib/use-single-flight';

type ShareDialogProps = { proposalId: string; isOpen: boolean; onClose: () => void };

/** Revoking cannot be undone: the rep is asked first (issue 33). */
export const REVOKE_CONFIRM = {
  title: 'Revoke share link?',
  message:
    'The customer will no longer be able to open this link. A revoked link cannot be restored; you can create a new one.',
  confirmText: 'Revoke',
};

/**
 * Share with customer: read-only links (`/p/{token}`) to a snapshot frozen when the link is
 * made; the rep lists and revokes them. Full screen on a phone.
 */
export function ShareDialog({ proposalId, isOpen, onClose }: ShareDialogProps) {
  const shares = useProposalShares(proposalId, isOpen);
  const create = useCreateShare(proposalId);
  // One link per click (the mutation announces a failure).
  const { run: createShare, isRunning } = useSingleFlight(() =>
    create.mutateAsync().catch(() => undefined),
  );
  const revoke = useRevokeShare(proposalId);
  const confirm = useConfirm();
  const isPhone = useIsPhone();
  return (
    <Dialog open={isOpen} onClose={onClose} fullWidth maxWidth="md" fullScreen={isPhone}>
      <DialogTitle>Share with customer</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          A share link opens this proposal without signing in, exactly as it is now. Later changes
          do not change what the link shows.
        </Typography>
        <List aria-label="Share links">
          {(shares.data ?? []).map((s) => (
            <ListItem
              key={s.id}
              divider
              secondaryAction={
                s.revokedAt ? (
                  <Typography color="text.secondary">Revoked</Typography>
                ) : (
                  <Button
                    color="error"
                    onClick={() =>
                      void confirm(REVOKE_CONFIRM).then((isConfirmed) => {
                        if (isConfirmed) revoke.mutate(s.id);
                      })
                    }
                    disabled={revoke.isPending}
                  >
                    Revoke
                  </Button>
                )
              }
            >
              <ListItemText
                primary={<span data-testid="share-url">{shareUrl(s.token)}</span>}
                secondary={`Created ${formatDeckDate(s.createdAt)} by ${s.createdBy}`}
                slotProps={{ primary: { sx: { wordBreak: 'break-all', pr: 10 } } }}
              />
            </ListItem>
          ))}
          {shares.data?.length === 0 && <ListItem>No share links yet.</ListItem>}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          onClick={() => void createShare()}
          disabled={create.isPending || isRunning}
        >
          Create share link
        </Button>
      </DialogActions>
    </Dialog>
  );
}
