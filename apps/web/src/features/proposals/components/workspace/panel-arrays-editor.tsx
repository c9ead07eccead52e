import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useProposalWorkspace } from '../../hooks/proposal-workspace';
import { formatKwh } from '../../utils/format';
import { PanelCountInput } from './panel-count-input';

/**
 * The panel arrays (roof faces) with their panel counts. Ground mount systems cannot change
 * panels. Each shows its azimuth and tilt, a 'North' or 'South' chip, and its production after
 * shading as the count changes.
 */
export function PanelArraysEditor() {
  const { values, figures } = useProposalWorkspace();
  const arrays = values.details.panelArrays;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          Panel Arrays
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {figures.totalPanels} panels · {values.details.panel?.name ?? 'No panel'}
        </Typography>
      </Box>
      {values.isGroundMount && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Ground mount systems cannot change panels.
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
          gap: 1.5,
        }}
      >
        {arrays.map((array, index) => {
          const arrayFigures = figures.panelArrays[index];
          return (
            <Paper
              key={index}
              variant="outlined"
              sx={{ p: 1.5 }}
              role="group"
              aria-label={`Panel array ${index + 1}`}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1 }}>
                  Array {index + 1}
                </Typography>
                {arrayFigures?.isNorthFacing && <Chip size="small" color="warning" label="North" />}
                {arrayFigures?.southRank === 0 && array.azimuth !== null && (
                  <Chip size="small" color="success" label="South" />
                )}
              </Box>
              <PanelCountInput index={index} isDisabled={values.isGroundMount} />
              <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
                Azimuth {array.azimuth ?? '—'}° · Tilt {array.tilt}° · Recommended{' '}
                {array.recommendedPanels}
              </Typography>
              <Typography variant="caption" component="div">
                {formatKwh(arrayFigures?.annualProduction ?? 0)} / yr
              </Typography>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
