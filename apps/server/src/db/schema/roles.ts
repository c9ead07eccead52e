import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Capability, RoleName } from '@pb/core';
import { idColumn } from './columns';

/** A role and its capability list (spec: role.capabilities.proposalBuilder). */
export const roles = pgTable('roles', {
  id: idColumn(),
  name: text('name').$type<RoleName>().notNull().unique(),
  capabilities: jsonb('capabilities').$type<Capability[]>().notNull().default([]),
});
