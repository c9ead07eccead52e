import OpenInNewIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Customer } from '@pb/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { addressOf, customerName } from './customer-name';
import { PersonName, UserText } from '../../../components/ui/user-text';

/**
 * The customers list on a phone (issue 33): one card a customer, name, address and Open on the
 * screen's width, where the table's Open column sat past the right edge.
 */
export function CustomerCards({ customers }: { customers: readonly Customer[] }) {
  return (
    <Box
      component="ul"
      aria-label="Customers"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0 }}
    >
      {customers.map((customer) => {
        const name = customerName(customer);
        return (
          <Box
            component="li"
            key={customer.id}
            aria-label={name}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                <PersonName person={customer} />
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                <UserText>{addressOf(customer)}</UserText>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <UserText>{customer.city}</UserText>, {customer.state} {customer.zip}
              </Typography>
            </Box>
            <Button
              component={Link}
              to={paths.customer.getHref(customer.id)}
              aria-label={`Open ${name}`}
              endIcon={<OpenInNewIcon fontSize="small" />}
              size="small"
              sx={{ flexShrink: 0 }}
            >
              Open
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}
