import { describe, expect, it } from 'vitest';
import { formatCoordinates, googleStaticMapUrl, isLocated } from './map-tiles';

describe('satellite map helpers', () => {
  it('builds the Google Static Maps address', () => {
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
