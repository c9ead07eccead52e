import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DayProfile } from '@pb/core';

const W = 360;
const H = 150;
// Room on the right for half of the last hour's label ("11pm", centred on its tick).
const PAD = { left: 30, right: 14, top: 8, bottom: 20 };

export const DAY_SERIES = [
  { key: 'production', label: 'Solar production', color: '#f2a900', dash: '' },
  { key: 'load', label: 'Home use (modelled)', color: '#1d3557', dash: '5 3' },
  { key: 'importKwh', label: 'Bought from the grid', color: '#c0392b', dash: '' },
  { key: 'exportKwh', label: 'Sent to the grid', color: '#2a9d8f', dash: '' },
] as const;

/**
 * One average day hour by hour (issue 35): solar production, the household's use (labelled
 * "modelled" when it was not metered), and what is bought from and sent to the grid (kWh).
 */
export function HourlyDayChart({
  title,
  day,
  isLoadModelled,
}: {
  title: string;
  day: DayProfile;
  isLoadModelled: boolean;
}) {
  const max = Math.max(0.1, ...day.production, ...day.load, ...day.importKwh, ...day.exportKwh);
  const x = (h: number) => PAD.left + (h / 23) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - v / max) * (H - PAD.top - PAD.bottom);
  const label = (s: (typeof DAY_SERIES)[number]) =>
    s.key === 'load' && !isLoadModelled ? 'Home use' : s.label;
  return (
    <Box component="figure" sx={{ m: 0, flex: 1, minWidth: 0 }}>
      <Typography component="figcaption" sx={{ fontSize: 15, fontWeight: 700 }}>
        {title}
      </Typography>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-label={`${title}: ${DAY_SERIES.map(label).join(', ')} by hour of day (kWh)`}
      >
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="#999" />
        <text x={PAD.left - 4} y={y(max) + 4} fontSize="9" textAnchor="end">
          {max.toFixed(1)}
        </text>
        <text x={PAD.left - 4} y={y(0)} fontSize="9" textAnchor="end">
          0
        </text>
        {[0, 6, 12, 18, 23].map((h) => (
          <text key={h} x={x(h)} y={H - 6} fontSize="9" textAnchor="middle">
            {h === 0 ? '12am' : h === 12 ? '12pm' : h < 12 ? `${h}am` : `${h - 12}pm`}
          </text>
        ))}
        {DAY_SERIES.map((s) => (
          <polyline
            key={s.key}
            data-series={s.key}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            strokeDasharray={s.dash}
            points={day[s.key].map((v, h) => `${x(h).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
          />
        ))}
      </svg>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        {DAY_SERIES.map((s) => (
          <Box
            component="li"
            key={s.key}
            sx={{ fontSize: 12, display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <Box
              component="span"
              sx={{ width: 12, height: 3, bgcolor: s.color, display: 'inline-block' }}
            />
            {label(s)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
