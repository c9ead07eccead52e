import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatUsPhone, type Contract } from '@pb/core';
import { PersonName, UserText } from '../../../components/ui/user-text';
import { useState } from 'react';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { useContractEmails } from '../api/get-contract-emails';
import { useContractHistory } from '../api/get-contract-history';
import { useFixContract } from '../api/fix-contract';
import { formatDateTime, formatMoney } from '../format';

/** Which proposal and price each signed agreement states (issue 31): the price frozen by it. */
function SignedAgreements({ contract }: { contract: Contract }) {
  const signed = contract.pandaDocs.filter((d) => d.pandaDocStatus === 'completed');
  return (
    <Box component="section" aria-label="Signed agreement" sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h3">
        Signed agreement
      </Typography>
      {signed.length === 0 ? (
        <Typography color="text.secondary">No signed agreement yet.</Typography>
      ) : (
        signed.map((d) => (
          <Typography key={d.pandaDocId} data-testid="signed-agreement">
            {d.name}
            {d.price
              ? ` · Proposal ${d.price.proposalNumber} · Total ${formatMoney(d.price.totalSystemCost)} · Out of Pocket ${formatMoney(d.price.outOfPocketCost)} · Loan Amount ${formatMoney(d.price.loanAmount)} · Monthly Payment ${formatMoney(Math.ceil(d.price.loanMonthlyPayment))}`
              : ' · price not recorded (generated before prices were kept)'}
          </Typography>
        ))
      )}
    </Box>
  );
}

/** History values: documents by their ids, a survey as date and time, the rest as text. */
function show(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) {
    if (v.length === 0) return '—';
    return v
      .map((d) =>
        d && typeof d === 'object' && 'pandaDocId' in d ? String(d.pandaDocId) : JSON.stringify(d),
      )
      .join(', ');
  }
  if (typeof v === 'object' && 'siteSurveyDate' in v && 'startTime' in v) {
    return `${String(v.siteSurveyDate)} ${String(v.startTime)}`;
  }
  return JSON.stringify(v);
}

/** The contract fix screen (Admin and Developer): loan id, document ids, survey, CRM id, history. */
export function ContractFixScreen({ contract }: { contract: Contract }) {
  const [loanId, setLoanId] = useState(contract.loanId);
  const [docIds, setDocIds] = useState(contract.pandaDocs.map((d) => d.pandaDocId));
  const [newDocId, setNewDocId] = useState('');
  const [salesforceID, setSalesforceID] = useState(contract.salesforceID);
  const [surveyDate, setSurveyDate] = useState(contract.siteSurvey?.siteSurveyDate ?? '');
  const [surveyTime, setSurveyTime] = useState(contract.siteSurvey?.startTime ?? '');
  const fix = useFixContract(contract.id);
  const history = useContractHistory(contract.id);
  const emails = useContractEmails(contract.id);

  const save = () =>
    fix.mutate({
      id: contract.id,
      body: {
        version: contract.version,
        loanId: loanId.trim(),
        pandaDocIds: docIds,
        salesforceID: salesforceID.trim(),
        siteSurvey: surveyDate ? { siteSurveyDate: surveyDate, startTime: surveyTime } : null,
      },
    });

  return (
    <Box component="main" sx={{ maxWidth: 1000, mx: 'auto', p: { xs: 1, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Contract Fix
      </Typography>
      <Paper sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Typography variant="h6" component="h2">
          Customer
        </Typography>
        <Typography>
          <PersonName person={contract} /> · <UserText>{contract.email}</UserText> ·{' '}
          <UserText>{formatUsPhone(contract.phone)}</UserText>
        </Typography>
        <Typography sx={{ mb: 2 }}>
          <UserText>{contract.address}</UserText>, <UserText>{contract.city}</UserText>,{' '}
          {contract.state} {contract.zip}
        </Typography>
        <SignedAgreements contract={contract} />
        <Stack spacing={2}>
          <TextField
            label="Loan ID"
            value={loanId}
            onChange={(e) => setLoanId(e.target.value)}
            sx={{ maxWidth: 360 }}
          />
          <Box>
            <Typography variant="subtitle1" component="h3">
              Document IDs
            </Typography>
            {docIds.map((id) => (
              <Stack sx={{ alignItems: 'center' }} key={id} direction="row" spacing={1}>
                <Typography sx={{ fontFamily: 'monospace', minWidth: 0, overflowWrap: 'anywhere' }}>
                  {id}
                </Typography>
                <IconButton
                  aria-label={`Delete ${id}`}
                  onClick={() => setDocIds((l) => l.filter((x) => x !== id))}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
              <TextField
                size="small"
                label="Document ID"
                value={newDocId}
                onChange={(e) => setNewDocId(e.target.value)}
              />
              <Button
                startIcon={<AddIcon />}
                disabled={!newDocId.trim() || docIds.includes(newDocId.trim())}
                onClick={() => {
                  setDocIds((l) => [...l, newDocId.trim()]);
                  setNewDocId('');
                }}
              >
                Add
              </Button>
            </Stack>
          </Box>
          {/* Three fields in a row are wider than a phone: there they stack. */}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label="Survey Date"
              value={surveyDate}
              onChange={(e) => setSurveyDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="time"
              label="Survey Time"
              value={surveyTime}
              onChange={(e) => setSurveyTime(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="CRM ID"
              value={salesforceID}
              onChange={(e) => setSalesforceID(e.target.value)}
            />
          </Stack>
          <div>
            <Button variant="contained" onClick={save} disabled={fix.isPending}>
              Save
            </Button>
          </div>
        </Stack>
      </Paper>
      <Paper sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Typography variant="h6" component="h2">
          Change History
        </Typography>
        <TableScrollRegion label="Change history">
          <Table size="small" aria-label="Change history">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Field</TableCell>
                <TableCell>Before</TableCell>
                <TableCell>After</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(history.data ?? []).map((h) => (
                <TableRow key={h.id}>
                  <TableCell>{formatDateTime(h.changedAt)}</TableCell>
                  <TableCell>{h.changedBy}</TableCell>
                  <TableCell>{h.field}</TableCell>
                  <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>
                    {show(h.before)}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>
                    {show(h.after)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScrollRegion>
      </Paper>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2">
          Emails
        </Typography>
        <TableScrollRegion label="Emails">
          <Table size="small" aria-label="Emails">
            <TableBody>
              {(emails.data ?? []).map((m) => (
                <TableRow key={m.id}>
                  <TableCell>{formatDateTime(m.createdAt)}</TableCell>
                  <TableCell>{m.to}</TableCell>
                  <TableCell>{m.subject}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScrollRegion>
      </Paper>
    </Box>
  );
}
