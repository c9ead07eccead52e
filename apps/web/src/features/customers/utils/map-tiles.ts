/**
 * The Google Static Maps satellite image of a point: the only imagery the app shows, and only when
 * googleMapsApiKey (the map provider) is configured. Without it nothing is asked of an outside
 * host (issue 33: offline installs asked a public tile server for 9–27 tiles that all failed).
 */
export const googleStaticMapUrl = (latitude: number, longitude: number, apiKey: string) =>
  `https://maps.googleapis.com/maps/api/staticmap?center=${latitude},${longitude}&zoom=20&size=640x640&scale=2&maptype=satellite&key=${encodeURIComponent(apiKey)}`;

/** Coordinates as shown under the map: 5 decimals (about a metre). */
export const formatCoordinates = (latitude: number, longitude: number) =>
  `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;

/** 0,0 is no home (the old "not located yet"; the API now says null, decision 0055). */
export const isLocated = (latitude: number, longitude: number) => latitude !== 0 || longitude !== 0;
