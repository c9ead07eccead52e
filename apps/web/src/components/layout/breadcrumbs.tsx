import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useMatches } from 'react-router';

/** Routes name themselves for the breadcrumbs with `handle: { crumb: 'Users' }`. */
export type RouteHandle = { crumb?: string };

function crumbOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('crumb' in handle)) return undefined;
  const { crumb } = handle as RouteHandle;
  return crumb;
}

export function Breadcrumbs() {
  const crumbs = useMatches()
    .map((match) => ({ label: crumbOf(match.handle), href: match.pathname }))
    .filter((crumb): crumb is { label: string; href: string } => !!crumb.label)
    // An index route repeats its parent's path: keep the first crumb per URL.
    .filter((crumb, index, all) => all.findIndex((other) => other.href === crumb.href) === index);

  if (crumbs.length === 0) return null;
  return (
    <MuiBreadcrumbs aria-label="breadcrumb" sx={{ mb: 2 }}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.href} color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ) : (
          <Link
            key={crumb.href}
            component={RouterLink}
            to={crumb.href}
            underline="hover"
            color="inherit"
          >
            {crumb.label}
          </Link>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
