import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MONTHS, type HourlyPlan, type MeteringRule } from '@pb/core';
import { useState, type ChangeEvent } from 'react';
import { useFormState, useFormContext } from 'react-hook-form';
import { useFormValue, useSetFormValue } from '../../../components/form/use-form-value';
import {
  importSellRates,
  importUrdbRate,
  periodCount,
  scheduleOf,
  withSchedulePeriod,
  type ScheduleKind,
} from '../utils/hourly-rate-form';

const METERING_LABELS: Record<MeteringRule, string> = {
  'net-metering': 'Net metering (kWh credits, year-end true-up)',
  'net-billing': 'Net billing (hourly export credits)',
  'buy-all-sell-all': 'Buy all, sell all',
};

/**
 * `buttonLabel` opens a box to paste a JSON text (or upload a .json file); Import then gives the
 * parsed value, or shows the parser's sentence. Closed until asked (a plain textarea, fixed rows).
 */
function JsonImport<T>({
  label,
  buttonLabel,
  parse,
  onImported,
}: {
  label: string;
  buttonLabel: string;
  parse: (text: string) => { ok: true; value: T } | { ok: false; message: string };
  onImported: (value: T) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const run = (source: string) => {
    const r = parse(source);
    if (r.ok) {
      setMessage(null);
      setText('');
      setIsOpen(false);
      onImported(r.value);
    } else setMessage(r.message);
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) run(await file.text());
  };
  if (!isOpen) {
    return (
      <Button variant="outlined" onClick={() => setIsOpen(true)} sx={{ mb: 1, mr: 1 }}>
        {buttonLabel}
      </Button>
    );
  }
  return (
    <Box sx={{ mb: 1 }}>
      <TextField
        label={label}
        multiline
        rows={4}
        fullWidth
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="contained" onClick={() => run(text)} disabled={!text.trim()}>
          Import
        </Button>
        <Button component="label">
          Upload JSON file
          <input
            hidden
            type="file"
            accept=".json,application/json"
            aria-label={`${buttonLabel} from a file`}
            onChange={(e) => void upload(e)}
          />
        </Button>
        <Button onClick={() => setIsOpen(false)}>Cancel</Button>
      </Box>
      {message && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {message}
        </Alert>
      )}
    </Box>
  );
}

/** A 12×24 grid of period numbers (shown from 1), each editable. */
function ScheduleGrid({
  hourly,
  kind,
  title,
  onChange,
}: {
  hourly: HourlyPlan;
  kind: ScheduleKind;
  title: string;
  onChange: (next: HourlyPlan) => void;
}) {
  const schedule = scheduleOf(hourly.tariff, kind);
  const count = periodCount(hourly.tariff);
  return (
    <Box sx={{ overflowX: 'auto', mb: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <table aria-label={title} style={{ borderCollapse: 'collapse', fontSize: 12 }}>
        <thead>
          <tr>
            <th />
            {Array.from({ length: 24 }, (_, h) => (
              <th key={h} scope="col" style={{ fontWeight: 400, padding: '0 1px' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MONTHS.map((month, m) => (
            <tr key={month}>
              <th scope="row" style={{ fontWeight: 400, paddingRight: 4 }}>
                {month}
              </th>
              {Array.from({ length: 24 }, (_, h) => (
                <td key={h} style={{ padding: 0 }}>
                  <input
                    aria-label={`${title} ${month} ${h}:00`}
                    value={(schedule[m]?.[h] ?? 0) + 1}
                    inputMode="numeric"
                    size={1}
                    style={{ width: 20, textAlign: 'center', fontSize: 12, padding: 1 }}
                    onChange={(e) => {
                      const next = withSchedulePeriod(hourly, kind, m, h, Number(e.target.value));
                      if (next) onChange(next);
                    }}
                    title={`Period 1–${count}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

/**
 * The plan's hourly rate (issue 35): import an OpenEI URDB rate (paste or upload), choose the
 * export rule, import 12×24 sell rates, and edit the weekday/weekend schedules' period numbers.
 * A plan without one is billed by its month groups (the spec's plans, unchanged).
 */
export function HourlyRateFields() {
  const hourly = useFormValue<HourlyPlan | undefined>('hourly');
  const setValue = useSetFormValue();
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name: 'hourly' });
  const serverError = (errors.hourly as { tariff?: { message?: string } } | undefined)?.tariff
    ?.message;
  const set = (next: HourlyPlan | undefined) => setValue('hourly', next);
  const tariff = hourly?.tariff;
  const name = typeof tariff?.name === 'string' ? tariff.name : 'URDB rate';

  return (
    <Box component="section" aria-label="Hourly rate" sx={{ mt: 2 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        Hourly Rate (time of use)
      </Typography>
      {serverError && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {serverError}
        </Alert>
      )}
      {!hourly ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          None: this plan is billed by its month groups.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {name}: {periodCount(hourly.tariff)} energy periods. Bills are computed hour by hour
            from the customer’s load and production.
          </Typography>
          <TextField
            select
            label="Export rule"
            value={hourly.metering}
            onChange={(e) => set({ ...hourly, metering: e.target.value as MeteringRule })}
            sx={{ minWidth: 320, mb: 2 }}
          >
            {Object.entries(METERING_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          {hourly.metering === 'net-metering' && (
            <TextField
              label="Year-end sell rate ($/kWh)"
              type="number"
              value={hourly.yearEndSellRate ?? ''}
              onChange={(e) => {
                const v = e.target.value === '' ? undefined : Number(e.target.value);
                const { yearEndSellRate: _y, ...rest } = hourly;
                set(v === undefined ? rest : { ...rest, yearEndSellRate: v });
              }}
              slotProps={{ htmlInput: { min: 0, max: 10, step: 0.001 } }}
              sx={{ ml: 2, mb: 2 }}
            />
          )}
          <ScheduleGrid
            hourly={hourly}
            kind="energyweekdayschedule"
            title="Weekday schedule"
            onChange={set}
          />
          <ScheduleGrid
            hourly={hourly}
            kind="energyweekendschedule"
            title="Weekend schedule"
            onChange={set}
          />
          <Typography variant="body2" sx={{ mb: 1 }}>
            {hourly.sellRates
              ? 'Sell rates: 12×24 weekday and weekend tables imported.'
              : 'Sell rates: the rate’s own per-period sell rates.'}
          </Typography>
          <JsonImport
            label="Sell rates JSON ({weekday, weekend}: 12×24 $/kWh)"
            buttonLabel="Import sell rates"
            parse={importSellRates}
            onImported={(sellRates) => set({ ...hourly, sellRates })}
          />
          <Button color="error" onClick={() => set(undefined)} sx={{ mb: 1 }}>
            Remove hourly rate
          </Button>
        </>
      )}
      <JsonImport
        label="URDB rate JSON"
        buttonLabel="Import URDB rate"
        parse={importUrdbRate}
        onImported={(rate) =>
          set({ ...(hourly ?? { metering: 'net-metering' as const }), tariff: rate })
        }
      />
    </Box>
  );
}
