import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PROPOSAL_MESSAGES, type ProposalView } from '@pb/core';
import { useFormIsDirty } from '../../../../components/form/use-form-state';
import { paths } from '../../../../config/paths';
import { useCreateAgreement } from '../../api/create-agreement';
import { useSingleFlight } from '../../../../lib/use-single-flight';

/**
 * Create Agreement (spec 3 §5): disabled while there are unsaved changes ('Save proposal to
 * proceed.'), when the EPC is too low ('EPC too low'), and for a red-line proposal a user
 * without PB_RED_LINE or PB_MANAGE_CUSTOMERS views while the baseline is 0 ('This is a redline
 * proposal') — the server works these out on every read. The commission warning shows when the
 * baseline-derived minimum exceeds the base EPC. When enabled the server checks the gating and
 * the onboarding stepper opens in a new tab; isContractGenerated is set there, once an agreement
 * document is really created.
 */
export function CreateAgreementButton({ view }: { view: ProposalView }) {
  const isDirty = useFormIsDirty();
  const agreement = useCreateAgreement();
  const blockers = isDirty ? [PROPOSAL_MESSAGES.saveProposalToProceed] : view.agreementBlockers;

  const { run: create, isRunning } = useSingleFlight(async () => {
    // Opened now, while the click still counts, so a popup blocker lets it through.
    const tab = window.open('', '_blank');
    try {
      await agreement.mutateAsync(view.id);
      const href = paths.createAgreement.getHref(view.id);
      if (tab) tab.location.href = href;
      else window.open(href, '_blank');
    } catch {
      tab?.close();
    }
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {blockers.map((text) => (
        <Alert key={text} severity={isDirty ? 'info' : 'warning'} sx={{ py: 0 }}>
          {text}
        </Alert>
      ))}
      {!isDirty &&
        view.warnings.map((text) => (
          <Alert key={text} severity="warning" sx={{ py: 0 }}>
            {text}
          </Alert>
        ))}
      <Button
        variant="contained"
        color="success"
        disabled={blockers.length > 0 || agreement.isPending || isRunning}
        onClick={() => void create()}
      >
        Create Agreement
      </Button>
    </Box>
  );
}
