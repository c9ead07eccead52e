import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Customer } from '@pb/core';
import { SatelliteMap } from './satellite-map';

/** Read-only customer card of the rep view: name, address and the satellite image. */
export function CustomerSummary({ customer }: { customer: Customer }) {
  const street = [customer.address1, customer.address2].filter(Boolean).join(', ');
  return (
    <Paper variant="outlined" component="section" aria-label="Customer" sx={{ p: 2 }}>
      <SatelliteMap
        key={`${customer.latitude},${customer.longitude}`}
        latitude={customer.latitude}
        longitude={customer.longitude}
        height={200}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <PlaceIcon color="action" aria-hidden />
        <Box>
          <Typography variant="body1">{street}</Typography>
          <Typography variant="body2" color="text.secondary">
            {customer.city}, {customer.state} {customer.zip}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}
