import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormNumberField } from '../../../../components/form/number-field';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { useSetFormValue } from '../../../../components/form/use-form-value';
import { useHasCapability } from '../../../../lib/current-user';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import { formatEpc } from '../../utils/format';
import { FigureTile } from './figure-tile';

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Recommended, Base and Final EPC ($/W, inputs step 0.001). The rep prices from the base EPC;
 * the final EPC is the base plus the adders per watt (red line: divided by 1 − fee). Only
 * PB_CAN_REMOVE_EPC_CONSTRAINTS may set the final EPC by hand (hasManualProposalEpc), which is
 * then exempt from the finance option's bounds.
 */
export function EpcFields() {
  const { figures, values } = useProposalWorkspace();
  const canSetManual = useHasCapability('PB_CAN_REMOVE_EPC_CONSTRAINTS');
  const setValue = useSetFormValue();
  const isManual = values.hasManualProposalEpc;
  const isRaised =
    values.isRedLine && values.baseEpc !== null && figures.baseEpc > values.baseEpc + 1e-9;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        gap: 2,
        alignItems: 'start',
      }}
    >
      <FigureTile label="Recommended EPC" value={formatEpc(values.details.epc)} />
      <FormNumberField
        name="baseEpc"
        label="Base EPC ($/W)"
        step={0.001}
        min={0}
        size="small"
        disabled={isManual}
        helperText={
          isManual
            ? `Base ${formatEpc(figures.baseEpc)}`
            : isRaised
              ? `Raised to the minimum ${formatEpc(figures.baseEpc)}`
              : undefined
        }
      />
      {isManual ? (
        <FormNumberField
          name="proposalEpc"
          label="Final EPC ($/W)"
          step={0.001}
          min={0}
          size="small"
        />
      ) : (
        <FigureTile label="Final EPC" value={formatEpc(figures.proposalEpc)} isEmphasized />
      )}
      <Typography
        variant="body2"
        color="text.secondary"
        aria-label="EPC range"
        sx={{ gridColumn: '1 / -1', mt: -1 }}
      >
        {values.isRedLine ? 'Base EPC floor' : 'Floor'} {formatEpc(figures.lowerBound)}
        {' · '}
        Min {formatEpc(figures.minEpc)}
        {' · '}
        Ceiling {figures.maxEpc > 0 ? formatEpc(figures.maxEpc) : 'none'}
      </Typography>
      {canSetManual && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormSwitchField
            name="hasManualProposalEpc"
            label="Set Final EPC manually (remove EPC constraints)"
            onValueChange={(isOn) => {
              if (isOn) setValue('proposalEpc', round4(figures.proposalEpc));
              else setValue('baseEpc', round4(figures.baseEpc));
            }}
          />
        </Box>
      )}
    </Box>
  );
}
