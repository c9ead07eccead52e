import {
  ApiErrorSchema,
  AreaGroupSchema,
  SaveAreaGroupInputSchema,
  type AreaGroup,
  type SaveAreaGroupInput,
} from '@pb/core';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../app-types';
import type { Db } from '../../db/client';
import { areaGroups, areaGroupTimeSlots } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';

const NOT_FOUND = 'Area group does not exist.';
const tags = ['area-groups'];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

async function list(db: Db): Promise<AreaGroup[]> {
  const groups = await db.select().from(areaGroups).orderBy(asc(areaGroups.name));
  const slots = await db
    .select()
    .from(areaGroupTimeSlots)
    .orderBy(asc(areaGroupTimeSlots.startTime));
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    states: g.states,
    timeSlots: slots
      .filter((s) => s.areaGroupId === g.id)
      .map((s) => ({ startTime: s.startTime, capacity: s.capacity })),
  }));
}

async function save(db: Db, input: SaveAreaGroupInput): Promise<AreaGroup> {
  try {
    const id = await db.transaction(async (tx) => {
      let groupId = input.id;
      if (groupId) {
        const [row] = await tx
          .update(areaGroups)
          .set({ name: input.name, states: input.states })
          .where(eq(areaGroups.id, groupId))
          .returning();
        if (!row) throw notFound(NOT_FOUND);
        await tx.delete(areaGroupTimeSlots).where(eq(areaGroupTimeSlots.areaGroupId, groupId));
      } else {
        const [row] = await tx
          .insert(areaGroups)
          .values({ name: input.name, states: input.states })
          .returning();
        groupId = row!.id;
      }
      if (input.timeSlots.length > 0) {
        await tx
          .insert(areaGroupTimeSlots)
          .values(input.timeSlots.map((s) => ({ ...s, areaGroupId: groupId! })));
      }
      return groupId;
    });
    return (await list(db)).find((g) => g.id === id)!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`An area group named ${input.name} already exists.`);
    throw err;
  }
}

/**
 * Site-survey area groups and their daily time slots (the embedded site-survey service's data):
 * any signed-in user reads them, PB_MANAGE_ADMIN_ITEMS manages them.
 */
export async function areaGroupsRoutes(app: App) {
  app.get('/api/AreaGroups', {
    config: { access: 'authenticated' },
    schema: { tags, response: { 200: z.array(AreaGroupSchema), ...errors } },
    handler: () => list(app.db),
  });
  app.put('/api/AreaGroups', {
    config: { access: { capability: 'PB_MANAGE_ADMIN_ITEMS' } },
    schema: {
      tags,
      summary: 'Create (no id) or replace an area group with its time slots',
      body: SaveAreaGroupInputSchema,
      response: { 200: AreaGroupSchema, ...errors },
    },
    handler: (req) => save(app.db, req.body),
  });
  app.delete('/api/AreaGroups/:id', {
    config: { access: { capability: 'PB_MANAGE_ADMIN_ITEMS' } },
    schema: { tags, params: z.object({ id: z.uuid() }), response: { 204: z.null(), ...errors } },
    handler: async (req, reply) => {
      const [row] = await app.db
        .delete(areaGroups)
        .where(eq(areaGroups.id, req.params.id))
        .returning();
      if (!row) throw notFound(NOT_FOUND);
      return reply.status(204).send(null);
    },
  });
}
