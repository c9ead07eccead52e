import type { BaseTemplate, BrandPalette } from '@pb/core';

const logo = (label: string, color: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64"><circle cx="32" cy="32" r="20" fill="${color}"/><text x="64" y="42" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="${color}">${label}</text></svg>`,
  )}`;

interface BrandSeed {
  baseTemplate: BaseTemplate;
  name: string;
  phone: string;
  email: string;
  address1: string;
  address2: string;
  website: string;
  about: string;
  logo: string;
  palette: BrandPalette;
}

/** Made-up contact values (the spec omits the real ones). */
export const BRAND_TEMPLATE_SEED: BrandSeed[] = [
  {
    baseTemplate: 'Solex',
    name: 'Solex Energy',
    phone: '(555) 010-1000',
    email: 'hello@solex.example.com',
    address1: '100 Sunrise Way',
    address2: 'Suite 200, Phoenix, AZ 85004',
    website: 'www.solex.example.com',
    about: 'Solex designs and installs residential solar systems that pay for themselves.',
    logo: logo('SOLEX', '#f59e0b'),
    palette: {
      text: '#1f2937',
      light: '#fef3c7',
      main: '#f59e0b',
      dark: '#b45309',
      veryDark: '#78350f',
      primary: '#f59e0b',
    },
  },
  {
    baseTemplate: 'Titan',
    name: 'Titan Solar Power',
    phone: '(555) 010-2000',
    email: 'info@titan.example.com',
    address1: '200 Granite Ave',
    address2: 'Mesa, AZ 85201',
    website: 'www.titan.example.com',
    about: 'Titan Solar Power brings reliable solar to homes across the Sun Belt.',
    logo: logo('TITAN', '#1d4ed8'),
    palette: {
      text: '#111827',
      light: '#dbeafe',
      main: '#2563eb',
      dark: '#1d4ed8',
      veryDark: '#1e3a8a',
      primary: '#2563eb',
    },
  },
  {
    baseTemplate: 'Solcius',
    name: 'Solcius',
    phone: '(555) 010-3000',
    email: 'contact@solcius.example.com',
    address1: '300 Canyon Rd',
    address2: 'Ogden, UT 84401',
    website: 'www.solcius.example.com',
    about: 'Solcius installs premium solar with a lifetime of service.',
    logo: logo('SOLCIUS', '#059669'),
    palette: {
      text: '#064e3b',
      light: '#d1fae5',
      main: '#10b981',
      dark: '#059669',
      veryDark: '#064e3b',
      primary: '#10b981',
    },
  },
  {
    baseTemplate: 'CEE',
    name: 'Clean Energy Experts',
    phone: '(555) 010-4000',
    email: 'team@cee.example.com',
    address1: '400 Harbor Blvd',
    address2: 'Charleston, SC 29401',
    website: 'www.cee.example.com',
    about: 'Clean Energy Experts help families cut their power bills with solar.',
    logo: logo('CEE', '#7c3aed'),
    palette: {
      text: '#1f1147',
      light: '#ede9fe',
      main: '#8b5cf6',
      dark: '#7c3aed',
      veryDark: '#4c1d95',
      primary: '#8b5cf6',
    },
  },
];
