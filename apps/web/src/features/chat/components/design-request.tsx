import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { CHAT_MESSAGES as M } from '@pb/core';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useCreateRequest } from '../api/chat-requests';

/** The start message of a request opened from a design link. */
export const DESIGN_LINK_START_MESSAGE = 'Initial design request';

/**
 * /design/{id} (spec 3 §2, §8): creates the customer's initial design request and goes home
 * with 'Inital design request sent'; an existing active one shows 'Inital design request already
 * created' and goes home; an unknown customer shows the message to link the accounts.
 */
export function DesignRequest({ customerId, isOld }: { customerId: string; isOld: boolean }) {
  const create = useCreateRequest();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    create.mutate(
      { customerId, initial: true, old: isOld, startMessage: DESIGN_LINK_START_MESSAGE },
      {
        onSuccess: () => {
          enqueueSnackbar(M.initialRequestSent, { variant: 'success' });
          void navigate(paths.dashboard.getHref(), { replace: true });
        },
        onError: (e) => {
          if (isApiError(e) && e.status === 409) {
            enqueueSnackbar(M.initialRequestAlreadyCreated, { variant: 'info' });
            void navigate(paths.dashboard.getHref(), { replace: true });
          } else if (isApiError(e) && e.status === 404) setError(M.unknownDesignCustomer);
          else setError(isApiError(e) ? e.message : 'Could not send the request.');
        },
      },
    );
  }, [create, customerId, isOld, navigate]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      {error ? (
        <Alert severity="warning">{error}</Alert>
      ) : (
        <CircularProgress aria-label="Sending" />
      )}
    </Box>
  );
}
