import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function NotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h1">Page not found</Typography>
      <Typography sx={{ my: 2 }}>There is no page at this address.</Typography>
      <Button component={Link} to={paths.dashboard.getHref()} variant="contained">
        Go to the dashboard
      </Button>
    </Box>
  );
}
