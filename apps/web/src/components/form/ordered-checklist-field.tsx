import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { visuallyHidden } from '../ui/visually-hidden';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';

export type ChecklistOption<T extends string = string> = { value: T; label: string };

export type FormOrderedChecklistFieldProps<T extends string> = {
  name: string;
  label: string;
  options: readonly ChecklistOption<T>[];
  /** Drawn between the checkbox and the label (decorative: the label names the row). */
  renderPreview?: (value: T) => ReactNode;
  helperText?: string;
  disabled?: boolean;
};

type Focus = { value: string; direction: 'up' | 'down' };

const isSameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Every option once, in the order the user arranged them. The checked ones must appear in the
 * order of the form value; if the value was changed from outside, it wins and leads the list.
 */
function displayOrder<T extends string>(
  order: readonly T[],
  options: readonly ChecklistOption<T>[],
  checked: readonly T[],
): T[] {
  const known = [...order, ...options.map((o) => o.value), ...checked];
  const all = known.filter((value, index) => known.indexOf(value) === index);
  const checkedInOrder = all.filter((value) => checked.includes(value));
  return isSameList(checkedInOrder, checked)
    ? all
    : [...checked, ...all.filter((value) => !checked.includes(value))];
}

/**
 * A checklist whose rows can be moved up and down, bound to the surrounding <Form>. The value is
 * the checked options in the shown order (unchecked rows keep their place but are not saved).
 */
export function FormOrderedChecklistField<T extends string>({
  name,
  label,
  options,
  renderPreview,
  helperText,
  disabled,
}: FormOrderedChecklistFieldProps<T>) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const checked: T[] = Array.isArray(field.value) ? (field.value as T[]) : [];
  const [order, setOrder] = useState<T[]>(() => displayOrder([], options, checked));
  const rows = displayOrder(order, options, checked);
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<Focus | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const labelId = useId();
  const error = fieldState.error as { message?: string; root?: { message?: string } } | undefined;
  const errorText = error?.message ?? error?.root?.message;
  const labelOf = (value: T) => options.find((o) => o.value === value)?.label ?? value;

  // A moved row's button keeps the focus; at the top (or bottom) the other arrow takes it.
  useEffect(() => {
    if (!focus) return;
    const other = focus.direction === 'up' ? 'down' : 'up';
    const button = buttons.current.get(`${focus.value}:${focus.direction}`);
    (button && !button.disabled ? button : buttons.current.get(`${focus.value}:${other}`))?.focus();
  }, [focus]);

  const commit = (next: T[], nextChecked: T[]) => {
    setOrder(next);
    field.onChange(next.filter((value) => nextChecked.includes(value)));
    field.onBlur();
  };

  const toggle = (value: T) => {
    const nextChecked = checked.includes(value)
      ? checked.filter((item) => item !== value)
      : [...checked, value];
    commit(rows, nextChecked);
  };

  const move = (index: number, direction: Focus['direction']) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const value = rows[index];
    const other = rows[target];
    if (value === undefined || other === undefined) return;
    const next = [...rows];
    next[index] = other;
    next[target] = value;
    commit(next, checked);
    setFocus({ value, direction });
    setAnnouncement(`${labelOf(value)} moved to position ${target + 1} of ${rows.length}`);
  };

  return (
    <FormControl component="fieldset" error={!!errorText} disabled={disabled} fullWidth>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box component="ol" aria-labelledby={labelId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((value, index) => {
          const isChecked = checked.includes(value);
          const text = labelOf(value);
          const position = checked.indexOf(value) + 1;
          const rowId = `${labelId}-${index}`;
          return (
            <Box
              component="li"
              key={value}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.5,
                pl: 0.5,
                pr: 1,
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: isChecked ? 'transparent' : 'action.hover',
              }}
            >
              <Checkbox
                checked={isChecked}
                onChange={() => toggle(value)}
                disabled={disabled}
                slotProps={{ input: { id: rowId, ref: index === 0 ? field.ref : undefined } }}
              />
              {renderPreview && (
                <Box aria-hidden sx={{ opacity: isChecked ? 1 : 0.45, lineHeight: 0 }}>
                  {renderPreview(value)}
                </Box>
              )}
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography
                  component="label"
                  htmlFor={rowId}
                  variant="body2"
                  sx={{
                    display: 'block',
                    fontWeight: 500,
                    cursor: disabled ? 'default' : 'pointer',
                    color: isChecked ? 'text.primary' : 'text.secondary',
                  }}
                >
                  {text}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {isChecked ? `Page ${position}` : 'Not included'}
                </Typography>
              </Box>
              <IconButton
                size="small"
                aria-label={`Move ${text} up`}
                disabled={disabled || index === 0}
                onClick={() => move(index, 'up')}
                ref={(element) => {
                  if (element) buttons.current.set(`${value}:up`, element);
                }}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Move ${text} down`}
                disabled={disabled || index === rows.length - 1}
                onClick={() => move(index, 'down')}
                ref={(element) => {
                  if (element) buttons.current.set(`${value}:down`, element);
                }}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      {(errorText ?? helperText) && <FormHelperText>{errorText ?? helperText}</FormHelperText>}
      <Box component="span" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </FormControl>
  );
}
