import { BASE_TEMPLATES, type BaseTemplate } from '@pb/core';

/** The colour keys every brand template has (spec 1 §1). */
export type BrandPalette = {
  text: string;
  light: string;
  main: string;
  dark: string;
  veryDark: string;
  primary: string;
};

/**
 * Stand-in palettes for drawing deck thumbnails. The brand templates (with their real palettes
 * and logos) live on the server, but no endpoint serves them yet; these match the seeded ones and
 * follow the order of BASE_TEMPLATES, so no brand name is spelled here.
 */
const PALETTES: readonly BrandPalette[] = [
  {
    text: '#1f2937',
    light: '#fef3c7',
    main: '#f59e0b',
    dark: '#b45309',
    veryDark: '#78350f',
    primary: '#f59e0b',
  },
  {
    text: '#111827',
    light: '#dbeafe',
    main: '#2563eb',
    dark: '#1d4ed8',
    veryDark: '#1e3a8a',
    primary: '#2563eb',
  },
  {
    text: '#064e3b',
    light: '#d1fae5',
    main: '#10b981',
    dark: '#059669',
    veryDark: '#064e3b',
    primary: '#10b981',
  },
  {
    text: '#1f1147',
    light: '#ede9fe',
    main: '#8b5cf6',
    dark: '#7c3aed',
    veryDark: '#4c1d95',
    primary: '#8b5cf6',
  },
];

/** The palette of a base template (a brand added later borrows one until it gets its own). */
export function brandPalette(baseTemplate: BaseTemplate): BrandPalette {
  const index = Math.max(0, BASE_TEMPLATES.indexOf(baseTemplate));
  return PALETTES[index % PALETTES.length] as BrandPalette;
}
