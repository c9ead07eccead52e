import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useObjectUrl } from '../../hooks/use-object-url';

/** A fetched roof image (a Blob, since files need the bearer token), or a placeholder. */
export function RoofImagePreview({ blob }: { blob: Blob | undefined }) {
  const url = useObjectUrl(blob);
  if (!url) {
    return (
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          minHeight: 180,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          No roof image
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt="Roof"
      sx={{ width: '100%', maxHeight: 360, objectFit: 'contain', borderRadius: 2 }}
    />
  );
}
