import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type SectionCardProps = { title: string; children: ReactNode; actions?: ReactNode };

/** A titled card of the customer page's columns (named for assistive technology by its title). */
export function SectionCard({ title, children, actions }: SectionCardProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography
        variant="h3"
        component="h2"
        sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <span style={{ flexGrow: 1 }}>{title}</span>
        {actions}
      </Typography>
      {children}
    </Paper>
  );
}
