import PlaceIcon from '@mui/icons-material/Place';
import SatelliteIcon from '@mui/icons-material/SatelliteAlt';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useAppConfig } from '../../../lib/app-config';
import { formatCoordinates, googleStaticMapUrl, isLocated } from '../utils/map-tiles';

type SatelliteMapProps = { latitude: number | null; longitude: number | null; height?: number };

export const NO_MAP_PROVIDER_TEXT = 'No satellite imagery: no map provider is configured.';

/** A local panel in the map's place: an icon, a line of text and the coordinates, if any. */
function Placeholder(props: {
  label: string;
  height: number;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      role="img"
      aria-label={props.label}
      sx={{
        height: props.height,
        borderRadius: 1,
        bgcolor: 'action.hover',
        color: 'text.secondary',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        textAlign: 'center',
        px: 2,
      }}
    >
      {props.icon}
      {props.children}
    </Box>
  );
}

/**
 * The roof from above: a Google Static Maps image when a key (the map provider) is configured.
 * Without one nothing is fetched from outside: a local panel with the home's pin and coordinates
 * says there is no imagery. Before the home is located, or when the image fails, a plain
 * placeholder says so.
 */
export function SatelliteMap({ latitude, longitude, height = 240 }: SatelliteMapProps) {
  const config = useAppConfig();
  const [hasFailed, setHasFailed] = useState(false);
  const apiKey = config.data?.googleMapsApiKey ?? null;

  if (latitude === null || longitude === null || !isLocated(latitude, longitude)) {
    return (
      <Placeholder
        label="Location unknown"
        height={height}
        icon={<SatelliteIcon fontSize="large" aria-hidden />}
      >
        <Typography variant="body2">Location unknown</Typography>
      </Placeholder>
    );
  }
  const coordinates = formatCoordinates(latitude, longitude);

  if (config.isPending || hasFailed) {
    return (
      <Placeholder
        label={`Satellite view of ${coordinates}`}
        height={height}
        icon={<SatelliteIcon fontSize="large" aria-hidden />}
      >
        <Typography variant="body2">
          {config.isPending ? 'Loading satellite image…' : 'Satellite image unavailable'}
        </Typography>
        <Typography variant="caption">{coordinates}</Typography>
      </Placeholder>
    );
  }

  if (apiKey) {
    return (
      <Box
        component="img"
        src={googleStaticMapUrl(latitude, longitude, apiKey)}
        alt={`Satellite view of ${coordinates}`}
        onError={() => setHasFailed(true)}
        sx={{ width: '100%', height, objectFit: 'cover', borderRadius: 1, display: 'block' }}
      />
    );
  }

  return (
    <Placeholder
      label={`Map of the home at ${coordinates}`}
      height={height}
      icon={<PlaceIcon fontSize="large" color="error" aria-hidden />}
    >
      <Typography variant="body2">{NO_MAP_PROVIDER_TEXT}</Typography>
      <Typography variant="caption">{coordinates}</Typography>
    </Placeholder>
  );
}
