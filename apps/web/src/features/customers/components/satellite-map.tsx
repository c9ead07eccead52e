import SatelliteIcon from '@mui/icons-material/SatelliteAlt';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppConfig } from '../../../lib/app-config';
import {
  formatCoordinates,
  googleStaticMapUrl,
  imageryTileUrl,
  isLocated,
  TILE_SIZE,
  TILE_ZOOM,
  tilePoint,
} from '../utils/map-tiles';

type SatelliteMapProps = { latitude: number; longitude: number; height?: number };

const OFFSETS = [-1, 0, 1] as const;

/**
 * The roof from above: a Google Static Maps image when a key is configured, otherwise public
 * imagery tiles around the point. Offline (an image fails) or before the address is located it
 * shows a plain placeholder with the coordinates.
 */
export function SatelliteMap({ latitude, longitude, height = 240 }: SatelliteMapProps) {
  const config = useAppConfig();
  const [hasFailed, setHasFailed] = useState(false);
  const label = `Satellite view of ${formatCoordinates(latitude, longitude)}`;
  const apiKey = config.data?.googleMapsApiKey ?? null;

  if (!isLocated(latitude, longitude) || hasFailed || config.isPending) {
    return (
      <Box
        role="img"
        aria-label={isLocated(latitude, longitude) ? label : 'Location not found yet'}
        sx={{
          height,
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
        <SatelliteIcon fontSize="large" aria-hidden />
        <Typography variant="body2">
          {!isLocated(latitude, longitude)
            ? 'Location not found yet'
            : config.isPending
              ? 'Loading satellite image…'
              : 'Satellite image unavailable'}
        </Typography>
        {isLocated(latitude, longitude) && (
          <Typography variant="caption">{formatCoordinates(latitude, longitude)}</Typography>
        )}
      </Box>
    );
  }

  if (apiKey) {
    return (
      <Box
        component="img"
        src={googleStaticMapUrl(latitude, longitude, apiKey)}
        alt={label}
        onError={() => setHasFailed(true)}
        sx={{ width: '100%', height, objectFit: 'cover', borderRadius: 1, display: 'block' }}
      />
    );
  }

  const point = tilePoint(latitude, longitude, TILE_ZOOM);
  const tileX = Math.floor(point.x);
  const tileY = Math.floor(point.y);
  const inTileX = (point.x - tileX) * TILE_SIZE;
  const inTileY = (point.y - tileY) * TILE_SIZE;
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        position: 'relative',
        height,
        overflow: 'hidden',
        borderRadius: 1,
        bgcolor: 'grey.800',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          left: '50%',
          top: '50%',
          width: TILE_SIZE * 3,
          height: TILE_SIZE * 3,
          display: 'grid',
          gridTemplateColumns: `repeat(3, ${TILE_SIZE}px)`,
          transform: `translate(${-(TILE_SIZE + inTileX)}px, ${-(TILE_SIZE + inTileY)}px)`,
        }}
      >
        {OFFSETS.flatMap((dy) =>
          OFFSETS.map((dx) => (
            <Box
              key={`${dx},${dy}`}
              component="img"
              alt=""
              src={imageryTileUrl(TILE_ZOOM, tileX + dx, tileY + dy)}
              onError={() => setHasFailed(true)}
              sx={{ width: TILE_SIZE, height: TILE_SIZE, display: 'block' }}
            />
          )),
        )}
      </Box>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: '50%',
          top: '50%',
          width: 14,
          height: 14,
          borderRadius: '50%',
          border: '3px solid white',
          bgcolor: 'error.main',
          transform: 'translate(-50%, -50%)',
          boxShadow: 2,
        }}
      />
      <Typography
        variant="caption"
        sx={{ position: 'absolute', right: 4, bottom: 2, color: 'common.white', opacity: 0.8 }}
      >
        Imagery © Esri
      </Typography>
    </Box>
  );
}
