import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { CalculationMessage, CalculationMessageCode } from '@pb/core';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';

type EngineMessagesProps = {
  /** Only these findings (default: all). */
  codes?: readonly CalculationMessageCode[];
  /** Leave these out (shown elsewhere). */
  exclude?: readonly CalculationMessageCode[];
  /** Only the reasons Generate Proposal is disabled. */
  isBlockingOnly?: boolean;
};

/** The engine's findings for the proposal as it stands, word for word, errors first. */
export function EngineMessages({
  codes,
  exclude = [],
  isBlockingOnly = false,
}: EngineMessagesProps) {
  const { figures } = useProposalWorkspace();
  const shown = figures.messages
    .filter((m) => (codes ? codes.includes(m.code) : true))
    .filter((m) => !exclude.includes(m.code))
    .filter((m) => !isBlockingOnly || m.blocksGenerate)
    .sort((a, b) => rank(a) - rank(b));
  if (shown.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {shown.map((m) => (
        <Alert key={`${m.code}-${m.text}`} severity={m.severity} variant="outlined" sx={{ py: 0 }}>
          {m.text}
        </Alert>
      ))}
    </Box>
  );
}

const rank = (m: CalculationMessage) => (m.severity === 'error' ? 0 : 1);
