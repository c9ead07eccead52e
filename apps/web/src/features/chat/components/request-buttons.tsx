import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { CHAT_MESSAGES as M } from '@pb/core';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useCreateRequest } from '../api/chat-requests';
import { RequestDialog } from './request-dialog';

function useOpenRequest(onDone: () => void) {
  const create = useCreateRequest();
  const send = (input: Parameters<typeof create.mutate>[0]) =>
    create.mutate(input, {
      onSuccess: () => {
        enqueueSnackbar(input.initial ? M.initialRequestSent : M.redesignRequested, {
          variant: 'success',
        });
        onDone();
      },
      onError: (error) =>
        enqueueSnackbar(isApiError(error) ? error.message : 'Could not send the request.', {
          variant: isApiError(error) && error.status === 409 ? 'info' : 'error',
        }),
    });
  return { send, isPending: create.isPending };
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
