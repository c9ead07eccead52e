import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { BaseTemplate, TemplatePage } from '@pb/core';
import { createdAtColumn, idColumn, updatedAtColumn, versionColumn } from './columns';
import { users } from './users';

/**
 * Custom proposal templates (spec 3 §3 Template). The four built-in templates are constants in
 * core (DEFAULT_PROPOSAL_TEMPLATES), not rows. `pages` is the ordered page list.
 */
export const proposalTemplates = pgTable('proposal_templates', {
  id: idColumn(),
  name: text('name').notNull(),
  baseTemplate: text('base_template').$type<BaseTemplate>().notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  pages: jsonb('pages').$type<TemplatePage[]>().notNull(),
  version: versionColumn(),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});
