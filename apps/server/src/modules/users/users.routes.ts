import { z } from 'zod';
import { CreateUserInputSchema, UpdateUserInputSchema, UserSchema } from '@pb/core';
import type { App } from '../../app-types';
import { createUser, getUser, listUsers, updateUser } from './users.service';

const manage = { access: { capability: 'PB_MANAGE_ADMIN_ITEMS' } } as const;

export async function usersRoutes(app: App) {
  app.get('/api/users', {
    config: manage,
    schema: { tags: ['users'], response: { 200: z.array(UserSchema) } },
    handler: () => listUsers(app.db),
  });

  app.get('/api/users/:id', {
    config: manage,
    schema: { tags: ['users'], params: z.object({ id: z.uuid() }), response: { 200: UserSchema } },
    handler: (req) => getUser(app.db, req.params.id),
  });

  app.post('/api/users', {
    config: manage,
    schema: { tags: ['users'], body: CreateUserInputSchema, response: { 201: UserSchema } },
    handler: async (req, reply) => reply.status(201).send(await createUser(app.db, req.body)),
  });

  app.put('/api/users', {
    config: manage,
    schema: { tags: ['users'], body: UpdateUserInputSchema, response: { 200: UserSchema } },
    handler: (req) => updateUser(app.db, req.body),
  });
}
