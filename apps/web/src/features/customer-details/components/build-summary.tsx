import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CustomerDetailsRecord, GenerateOptimalBuildResponse } from '@pb/core';
import { formatEpc, formatKw, formatKwh, formatPercent, formatUsd } from '../utils/format';
import { productionSourceLabel } from '../utils/production-source-label';
import { annualUsageOf } from '../utils/usage-total';

type BuildSummaryProps = {
  details: CustomerDetailsRecord;
  /** The last generate reply, when it produced these details (offsets, production source). */
  lastBuild: GenerateOptimalBuildResponse | null;
};

/** The saved build's figures: size, panels, production, offset, EPC, cost and bills. */
export function BuildSummary({ details, lastBuild }: BuildSummaryProps) {
  const totalPanels = details.panelArrays.reduce((sum, a) => sum + a.panels, 0);
  if (totalPanels === 0) return null;
  const size = ((details.panel?.cells ?? 0) * totalPanels) / 1000;
  const usage = annualUsageOf(details.preSolarPowerUsage, details.preSolarPlan);
  const offset = usage > 0 ? (100 * details.estimatedProductionAfterShading) / usage : 0;
  // The source is saved with the details, so it is still shown after a reload.
  const production = lastBuild?.production ?? details.productionSource;
  const figures: [string, string][] = [
    ['System Size', formatKw(size)],
    ['Total Panels', String(totalPanels)],
    ['Annual Production', formatKwh(details.estimatedProductionAfterShading)],
    ['Solar Offset', formatPercent(lastBuild?.summary.solarOffset ?? offset)],
    ['EPC', formatEpc(details.epc)],
    ['Total System Cost', formatUsd(details.totalSystemCost)],
    ['Pre-Solar Monthly Bill', formatUsd(details.preSolarMonthlyBill)],
    ['Post-Solar Monthly Bill', formatUsd(details.postSolarMonthlyBill)],
  ];
  return (
    <Box component="section" aria-label="Saved build">
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Saved Build
      </Typography>
      {production?.approximate && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Approximate estimate: production comes from a clear-sky model because no weather data or
          PVWatts key is available for this location.
        </Alert>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          gap: 1,
          m: 0,
        }}
      >
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {production && !production.approximate && (
        <Typography variant="caption" color="text.secondary">
          Production from {productionSourceLabel(production)}.
        </Typography>
      )}
    </Box>
  );
}
