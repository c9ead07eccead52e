import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Spec 3 §9: the customer search waits 333 ms after the last keystroke. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 333;

type CustomerSearchFieldProps = { value: string; onSearch: (searchTerm: string) => void };

/** The search box of the customer list: typing searches once the user pauses. */
export function CustomerSearchField({ value, onSearch }: CustomerSearchFieldProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // Only a new debounced text searches; the URL's own changes must not echo back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <TextField
      type="search"
      size="small"
      label="Search customers"
      placeholder="Name, address, city, state or zip"
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ flex: '1 1 280px', maxWidth: 480 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-label': 'Search customers', autoComplete: 'off' },
      }}
    />
  );
}
