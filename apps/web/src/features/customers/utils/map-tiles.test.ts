import { describe, expect, it } from 'vitest';
import {
  formatCoordinates,
  googleStaticMapUrl,
  imageryTileUrl,
  isLocated,
  tilePoint,
} from './map-tiles';

describe('satellite map helpers', () => {
  it('puts a point on the web-mercator tile grid', () => {
    expect(tilePoint(0, 0, 1)).toEqual({ x: 1, y: 1 });
    // New York City lies on the well-known tile 10/301/385.
    const nyc = tilePoint(40.7128, -74.006, 10);
    expect([Math.floor(nyc.x), Math.floor(nyc.y)]).toEqual([301, 385]);
  });

  it('builds the imagery and Google Static Maps addresses', () => {
    expect(imageryTileUrl(19, 10, 20)).toBe(
      'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/19/20/10',
    );
    expect(googleStaticMapUrl(33.5, -112, 'K')).toBe(
      'https://maps.googleapis.com/maps/api/staticmap?center=33.5,-112&zoom=20&size=640x640&scale=2&maptype=satellite&key=K',
    );
  });

  it('treats 0,0 as not located yet', () => {
    expect(isLocated(0, 0)).toBe(false);
    expect(isLocated(33.5, 0)).toBe(true);
    expect(formatCoordinates(33.510166, -112.031684)).toBe('33.51017, -112.03168');
  });
});
