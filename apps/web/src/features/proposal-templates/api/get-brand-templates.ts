import { BrandTemplateSchema, type BaseTemplate, type BrandPalette } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /api/brand-templates — the bundled brands with their palettes and logos. */
export const getBrandTemplates = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/brand-templates', { schema: z.array(BrandTemplateSchema), signal });

export const getBrandTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['brand-templates'],
    queryFn: ({ signal }) => getBrandTemplates({ signal }),
    staleTime: Infinity,
  });

/** Neutral greys while the brands load (or for a brand without a row). */
const NEUTRAL_PALETTE: BrandPalette = {
  text: '#1f2937',
  light: '#f3f4f6',
  main: '#9ca3af',
  dark: '#4b5563',
  veryDark: '#111827',
  primary: '#6b7280',
};

/** The palette of a base template, from the server's brand templates. */
export function useBrandPalette(baseTemplate: BaseTemplate): BrandPalette {
  const brands = useQuery(getBrandTemplatesQueryOptions());
  return brands.data?.find((b) => b.baseTemplate === baseTemplate)?.palette ?? NEUTRAL_PALETTE;
}
