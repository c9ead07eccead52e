import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { CHAT_MESSAGES as M } from '@pb/core';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useCreateRequest } from '../api/chat-requests';
import { RequestDialog } from './request-dialog';

function useOpenRequest(onDone: () => void) {
  const create = useCreateRequest();
  // One request per click: a second click while it is sent starts nothing.
  const { run: send, isRunning } = useSingleFlight(
    async (input: Parameters<typeof create.mutate>[0]) => {
      try {
        await create.mutateAsync(input);
        enqueueSnackbar(input.initial ? M.initialRequestSent : M.redesignRequested, {
          variant: 'success',
        });
        onDone();
      } catch (error) {
        enqueueSnackbar(isApiError(error) ? error.message : 'Could not send the request.', {
          variant: isApiError(error) && error.status === 409 ? 'info' : 'error',
        });
      }
    },
  );
  return {
    send: (input: Parameters<typeof create.mutate>[0]) => void send(input),
    isPending: create.isPending || isRunning,
  };
}

/** Rep view: Request Initial Proposal (spec 3 §2) opens a request with a start message. */
export function RequestInitialProposalButton({ customerId }: { customerId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const { send, isPending } = useOpenRequest(() => setIsOpen(false));
  return (
    <>
      <Button variant="contained" startIcon={<SendIcon />} onClick={() => setIsOpen(true)}>
        Request Initial Proposal
      </Button>
      <RequestDialog
        title="Request Initial Proposal"
        isOpen={isOpen}
        isSending={isPending}
        onClose={() => setIsOpen(false)}
        onSend={(startMessage) => send({ customerId, initial: true, startMessage })}
      />
    </>
  );
}

/** Request Redesign from a proposal: a redesign request with a start message. */
export function RequestRedesignButton({
  customerId,
  proposalId,
}: {
  customerId: string;
  proposalId?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const { send, isPending } = useOpenRequest(() => setIsOpen(false));
  return (
    <>
      <Button variant="outlined" onClick={() => setIsOpen(true)}>
        Request Redesign
      </Button>
      <RequestDialog
        title="Request Redesign"
        isOpen={isOpen}
        isSending={isPending}
        onClose={() => setIsOpen(false)}
        onSend={(startMessage) =>
          send({ customerId, initial: false, startMessage, ...(proposalId ? { proposalId } : {}) })
        }
      />
    </>
  );
}
