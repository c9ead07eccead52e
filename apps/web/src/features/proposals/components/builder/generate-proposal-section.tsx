import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import { EngineMessages } from '../workspace/engine-messages';

/**
 * Generate Proposal: disabled while any check blocks it, with the reasons shown ('System Size
 * Cannot Be 0', 'Total System Cost Required', 'No Selected Template', 'Annual Energy Rate
 * Escalator Required', 'Net System Cost is above the max of …', the bound errors, 'Power Info
 * Required.').
 */
export function GenerateProposalSection({ onGenerate }: { onGenerate: () => void }) {
  const { figures } = useProposalWorkspace();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Button variant="contained" size="large" disabled={!figures.canGenerate} onClick={onGenerate}>
        Generate Proposal
      </Button>
      <EngineMessages isBlockingOnly />
    </Box>
  );
}
