import { integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';

/** Site-survey area groups (embedded default of the site-survey service) and the states they cover. */
export const areaGroups = pgTable('area_groups', {
  id: idColumn(),
  name: text('name').notNull().unique(),
  states: jsonb('states').$type<string[]>().notNull().default([]),
  createdAt: createdAtColumn(),
});

/** The daily time slots of an area group: start time 'HH:MM' and how many surveys fit. */
export const areaGroupTimeSlots = pgTable(
  'area_group_time_slots',
  {
    id: idColumn(),
    areaGroupId: uuid('area_group_id')
      .notNull()
      .references(() => areaGroups.id, { onDelete: 'cascade' }),
    startTime: text('start_time').notNull(),
    capacity: integer('capacity').notNull().default(1),
  },
  (t) => [unique('area_group_time_slots_key').on(t.areaGroupId, t.startTime)],
);
