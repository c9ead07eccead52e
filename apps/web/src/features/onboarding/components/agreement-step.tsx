import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AGREEMENT_STATUS_POLL_MS,
  ONBOARDING_MESSAGES,
  type ContractDocument,
  type OnboardingContext,
} from '@pb/core';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useMe } from '../../../lib/current-user';
import { useCreateDocument } from '../api/create-document';
import { downloadSignedPdf } from '../api/download-signed-pdf';
import { useRefreshDocuments } from '../api/refresh-documents';
import { useSelectAgreement } from '../api/select-agreement';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { formatDateTime } from '../format';

const UNFINISHED = new Set(['uploaded', 'draft', 'sent', 'viewed']);
/** uploaded and draft are shown as pending (spec 3 §4). */
const shownStatus = (s: string) => (s === 'uploaded' || s === 'draft' ? 'pending' : s);
const statusColor = (s: string) =>
  s === 'completed' ? 'success' : s === 'failed' ? 'error' : s === 'viewed' ? 'info' : 'default';

/** Create Agreement: generate, watch statuses (poll 1 s), pick the signed one, Continue. */
export function AgreementStep({ ctx, onDone }: { ctx: OnboardingContext; onDone: () => void }) {
  const me = useMe();
  const confirm = useConfirm();
  const contract = ctx.contract!;
  const docs = contract.pandaDocs;
  const [name, setName] = useState(
    contract.contractId ||
      `${contract.firstName} ${contract.lastName} - Prop${ctx.proposal.proposalNumber}`,
  );
  const [templateId, setTemplateId] = useState(
    ctx.contractTemplates.length === 1 ? ctx.contractTemplates[0]!.id : '',
  );
  const [closer, setCloser] = useState({ firstName: '', lastName: '', email: '' });
  const [chosen, setChosen] = useState(contract.pandaDocId);
  const create = useCreateDocument(ctx.proposal.id);
  const refresh = useRefreshDocuments(ctx.proposal.id);
  const select = useSelectAgreement(ctx.proposal.id);

  useEffect(() => {
    if (!me.data) return;
    setCloser((c) =>
      c.email
        ? c
        : { firstName: me.data.firstName, lastName: me.data.lastName, email: me.data.email },
    );
  }, [me.data]);

  // Re-check every second while a document is on its way (spec 3 §9).
  const isWaiting = docs.some((d) => UNFINISHED.has(d.pandaDocStatus));
  const refreshRef = useRef(refresh.mutate);
  refreshRef.current = refresh.mutate;
  useEffect(() => {
    if (!isWaiting) return;
    const timer = setInterval(() => refreshRef.current(contract.id), AGREEMENT_STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [isWaiting, contract.id]);

  // 'Failed to send agreement.' once per document that turns failed.
  const seenFailed = useRef(
    new Set(docs.filter((d) => d.pandaDocStatus === 'failed').map((d) => d.pandaDocId)),
  );
  useEffect(() => {
    for (const d of docs) {
      if (d.pandaDocStatus === 'failed' && !seenFailed.current.has(d.pandaDocId)) {
        seenFailed.current.add(d.pandaDocId);
        enqueueSnackbar(ONBOARDING_MESSAGES.failedToSendAgreement, { variant: 'error' });
      }
    }
  }, [docs]);

  const { run: generate, isRunning: isGenerating } = useSingleFlight(async () => {
    if (docs.length > 0 && !(await confirm({ message: ONBOARDING_MESSAGES.confirmNewContract }))) {
      return;
    }
    await create.mutateAsync({
      id: contract.id,
      name: name.trim(),
      contractTemplateId: templateId,
      closer,
    });
  });

  const completed = docs.filter((d) => d.pandaDocStatus === 'completed');
  const canGenerate =
    name.trim() !== '' &&
    templateId !== '' &&
    closer.firstName.trim() !== '' &&
    closer.lastName.trim() !== '' &&
    closer.email.trim() !== '' &&
    !create.isPending &&
    !isGenerating;

  const proceed = async () => {
    if (completed.length === 0) {
      enqueueSnackbar(ONBOARDING_MESSAGES.documentNotSigned, { variant: 'error' });
      return;
    }
    const pick = completed.length === 1 ? completed[0]!.pandaDocId : chosen;
    if (completed.length > 1 && !completed.some((d) => d.pandaDocId === pick)) {
      enqueueSnackbar(ONBOARDING_MESSAGES.selectAgreement, { variant: 'error' });
      return;
    }
    await select.mutateAsync({ id: contract.id, pandaDocId: pick });
    onDone();
  };

  return (
    <Stack spacing={2} component="section" aria-label="Create Agreement">
      <Typography variant="h5" component="h2">
        Create Agreement
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Contract Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          fullWidth
        />
        <TextField
          select
          label="Contract Template"
          value={templateId}
          onChange={(e) => setTemplateId(e.target.value)}
          fullWidth
          helperText={
            ctx.contractTemplates.length === 0
              ? 'No contract template matches this customer’s state.'
              : ' '
          }
        >
          {ctx.contractTemplates.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Closer First Name"
          value={closer.firstName}
          onChange={(e) => setCloser((c) => ({ ...c, firstName: e.target.value }))}
          fullWidth
        />
        <TextField
          label="Closer Last Name"
          value={closer.lastName}
          onChange={(e) => setCloser((c) => ({ ...c, lastName: e.target.value }))}
          fullWidth
        />
        <TextField
          label="Closer Email"
          value={closer.email}
          onChange={(e) => setCloser((c) => ({ ...c, email: e.target.value }))}
          fullWidth
        />
      </Stack>
      <div>
        <Button
          variant="contained"
          disabled={!canGenerate}
          onClick={() => void generate().catch(() => undefined)}
        >
          Generate Agreement
        </Button>
      </div>
      {docs.length > 0 ? (
        <Table size="small" aria-label="Documents">
          <TableHead>
            <TableRow>
              {completed.length > 1 ? <TableCell padding="checkbox">Use</TableCell> : null}
              <TableCell>Name</TableCell>
              <TableCell>Created</TableCell>
              <TableCell>Status</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {[...docs].reverse().map((d) => (
              <DocumentRow
                key={d.pandaDocId}
                doc={d}
                contractId={contract.id}
                hasChoice={completed.length > 1}
                isChosen={chosen === d.pandaDocId}
                onChoose={() => setChosen(d.pandaDocId)}
              />
            ))}
          </TableBody>
        </Table>
      ) : null}
      <Stack sx={{ justifyContent: 'flex-end' }} direction="row">
        <Button
          variant="contained"
          disabled={select.isPending}
          onClick={() => void proceed().catch(() => undefined)}
        >
          Continue
        </Button>
      </Stack>
    </Stack>
  );
}

function DocumentRow({
  doc,
  contractId,
  hasChoice,
  isChosen,
  onChoose,
}: {
  doc: ContractDocument;
  contractId: string;
  hasChoice: boolean;
  isChosen: boolean;
  onChoose: () => void;
}) {
  const status = shownStatus(doc.pandaDocStatus);
  return (
    <TableRow data-testid="agreement-document">
      {hasChoice ? (
        <TableCell padding="checkbox">
          <Radio
            checked={isChosen}
            onChange={onChoose}
            disabled={doc.pandaDocStatus !== 'completed'}
            slotProps={{ input: { 'aria-label': `Use ${doc.name}` } }}
          />
        </TableCell>
      ) : null}
      <TableCell>{doc.name}</TableCell>
      <TableCell>{formatDateTime(doc.created)}</TableCell>
      <TableCell>
        <Chip
          size="small"
          label={status}
          color={statusColor(doc.pandaDocStatus)}
          data-testid="document-status"
        />
      </TableCell>
      <TableCell align="right">
        {doc.pandaDocStatus === 'completed' && doc.hasSignedPdf ? (
          <Button
            size="small"
            onClick={() => void downloadSignedPdf(contractId, doc.pandaDocId, doc.name)}
          >
            Download PDF
          </Button>
        ) : doc.signingUrl && UNFINISHED.has(doc.pandaDocStatus) ? (
          <Link href={doc.signingUrl} target="_blank" rel="noopener">
            Signing link
          </Link>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
