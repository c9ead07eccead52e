import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { BaseTemplate, BrandPalette } from '@pb/core';
import { idColumn } from './columns';

/** The four bundled brand templates of spec 1 §1 ({product}, Titan, Solcius, CEE). */
export const brandTemplates = pgTable('brand_templates', {
  id: idColumn(),
  baseTemplate: text('base_template').$type<BaseTemplate>().notNull().unique(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  address1: text('address1').notNull(),
  address2: text('address2').notNull(),
  website: text('website').notNull(),
  about: text('about').notNull(),
  logo: text('logo').notNull(),
  palette: jsonb('palette').$type<BrandPalette>().notNull(),
});
