import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  ANNUAL_ENERGY_RATE_ESCALATOR_RANGE,
  deckSavingsTiles,
  electricCostHistory,
  percent,
  usd,
} from '@pb/core';
import { useMemo, useState } from 'react';
import { Area, CartesianGrid, ComposedChart, Legend, Line, XAxis, YAxis } from 'recharts';
import { formatDollars, formatPercent1 } from '../../utils/deck-format';
import { FigureTile, SlideFrame } from './slide-frame';
import type { SlideProps } from './slide-props';

/** The escalator slider (spec 3 §9): 1 to 8 percent in steps of 0.5, the range a save accepts. */
export const ESCALATOR_MIN = ANNUAL_ENERGY_RATE_ESCALATOR_RANGE.min;
export const ESCALATOR_MAX = ANNUAL_ENERGY_RATE_ESCALATOR_RANGE.max;
export const ESCALATOR_STEP = ANNUAL_ENERGY_RATE_ESCALATOR_RANGE.step;

const clampEscalator = (value: number) =>
  Math.min(
    ESCALATOR_MAX,
    Math.max(ESCALATOR_MIN, Math.round(value / ESCALATOR_STEP) * ESCALATOR_STEP),
  );

interface ChartRow {
  year: number;
  history?: number;
  withoutSolar?: number;
  postSolar?: number;
  loan?: number;
}

/**
 * 30 Year Projected Savings (spec 3 §2): 20 years of past cost and the 30-year horizon, an
 * escalator slider that re-runs the engine's projection (core thirtyYearProjection with the
 * saved proposal's inputs), savings during and after the loan term. Georgia Power hides the
 * net savings and offset tiles.
 */
export function ProjectedSavingsSlide({ deck, isMobile, isPrint, visibility }: SlideProps) {
  const { palette } = deck.brand;
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [escalator, setEscalator] = useState(clampEscalator(deck.annualEnergyRateEscalator));
  const input = deck.projectionInput;
  const { projection, periods } = useMemo(
    () => deckSavingsTiles(input, escalator),
    [input, escalator],
  );
  const history = useMemo(
    () => electricCostHistory(usd(input.preSolarMonthlyBill), percent(escalator)),
    [input.preSolarMonthlyBill, escalator],
  );
  const thisYear = new Date(deck.preparedAt).getFullYear();
  const data: ChartRow[] = [
    ...history.map((h) => ({ year: thisYear + h.year, history: Math.round(h.costOfElectric) })),
    ...projection.years.map((y) => ({
      year: thisYear + y.year - 1,
      withoutSolar: Math.round(y.costOfElectric),
      postSolar: Math.round(y.postSolarCost),
      loan: Math.round(y.loanPayments),
    })),
  ];
  // Year 0 of the history and year 1 of the projection are the same year: one row.
  const merged = data.reduce<ChartRow[]>((rows, row) => {
    const last = rows[rows.length - 1];
    if (last && last.year === row.year) rows[rows.length - 1] = { ...last, ...row };
    else rows.push(row);
    return rows;
  }, []);
  const isAnimated = !isPrint && !prefersReducedMotion;
  // Four tiles beside the chart fit the slide's height at 1280 × 900 (issue 33).
  const chartWidth = isPrint ? 760 : isMobile ? 340 : 680;
  const chartHeight = isPrint ? 400 : isMobile ? 240 : 380;

  return (
    <SlideFrame deck={deck} isMobile={isMobile} isPrint={isPrint} title="30 Year Projected Savings">
      <Box sx={{ display: 'flex', flexDirection: isMobile ? 'column' : 'row', gap: 3 }}>
        <Box sx={{ minWidth: 0, overflowX: 'auto' }}>
          <ComposedChart
            width={chartWidth}
            height={chartHeight}
            data={merged}
            margin={{ top: 8, right: 16, bottom: 8, left: 16 }}
            aria-label="Projected cost of electricity, 20 years back and 30 years ahead"
          >
            <CartesianGrid stroke="#e5e7eb" />
            <XAxis dataKey="year" tick={{ fontSize: 12 }} interval={isMobile ? 9 : 4} />
            <YAxis
              tick={{ fontSize: 12 }}
              tickFormatter={(v: number) => `$${Math.round(v / 1000)}k`}
              width={48}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line
              dataKey="history"
              name="Past cost of electricity"
              stroke="#6b7280"
              strokeWidth={2}
              dot={false}
              isAnimationActive={isAnimated}
            />
            <Line
              dataKey="withoutSolar"
              name="Without solar"
              stroke={palette.veryDark}
              strokeWidth={3}
              dot={false}
              isAnimationActive={isAnimated}
            />
            <Area
              dataKey="postSolar"
              name="Utility bill with solar"
              stackId="solar"
              fill={palette.light}
              stroke={palette.main}
              isAnimationActive={isAnimated}
            />
            <Area
              dataKey="loan"
              name="Solar payments"
              stackId="solar"
              fill={palette.main}
              stroke={palette.dark}
              isAnimationActive={isAnimated}
            />
          </ComposedChart>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Box data-pdf-skip={isPrint ? undefined : true}>
            <Typography id="escalator-label" sx={{ fontSize: 16, fontWeight: 500 }}>
              Annual Energy Rate Escalator: {escalator}%
            </Typography>
            {!isPrint && (
              <Slider
                aria-labelledby="escalator-label"
                value={escalator}
                min={ESCALATOR_MIN}
                max={ESCALATOR_MAX}
                step={ESCALATOR_STEP}
                marks
                valueLabelDisplay="auto"
                onChange={(_, value) => setEscalator(value as number)}
                sx={{ color: palette.dark }}
              />
            )}
          </Box>
          <FigureTile
            label="Savings during loan term"
            value={formatDollars(periods.duringLoan)}
            color={palette.dark}
            isMobile={isMobile}
            isDense
          />
          <FigureTile
            label="Savings after loan term"
            value={formatDollars(periods.afterLoan)}
            color={palette.dark}
            isMobile={isMobile}
            isDense
          />
          <FigureTile
            label="30 year cost of electricity without solar"
            value={formatDollars(projection.thirtyYearCostOfElectric)}
            color={palette.veryDark}
            isMobile={isMobile}
            isDense
          />
          {visibility.showOffset && (
            <Box sx={{ display: 'flex', gap: 1.5, '& > *': { flex: 1 } }}>
              <FigureTile
                label="30 Year Net Savings"
                value={formatDollars(projection.thirtyYearNetSavings)}
                color={palette.dark}
                isMobile={isMobile}
                isDense
              />
              <FigureTile
                label="Offset"
                value={formatPercent1(deck.figures.totalOffset)}
                color={palette.dark}
                isMobile={isMobile}
                isDense
              />
            </Box>
          )}
        </Box>
      </Box>
    </SlideFrame>
  );
}
