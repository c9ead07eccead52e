import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { CALCULATION_MESSAGES as M } from '@pb/core';

/** Notes about the build rather than problems with the form. */
const INFO = new Set<string>([M.generateRecommendedBuild, M.northFacingEpcNote]);

/** The build's notices, each on its own line ('Power Info Required.', the 100 % offset note…). */
export function BuildNoticesList({ notices }: { notices: readonly string[] }) {
  if (notices.length === 0) return null;
  return (
    <Box
      role="list"
      aria-label="Build notices"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {notices.map((text) => (
        <Alert key={text} role="listitem" severity={INFO.has(text) ? 'info' : 'warning'}>
          {text}
        </Alert>
      ))}
    </Box>
  );
}
