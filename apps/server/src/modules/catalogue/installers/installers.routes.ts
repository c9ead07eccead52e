import {
  CatalogueIdParamsSchema,
  CreateInstallerInputSchema,
  DeleteReplySchema,
  InstallerListSchema,
  InstallerRecordSchema,
  UpdateInstallerInputSchema,
} from '@pb/core';
import type { App } from '../../../app-types';
import { readAccess, readErrors, writeAccess, writeErrors } from '../shared/route-options';
import {
  createInstaller,
  deleteInstaller,
  getInstaller,
  listInstallers,
  updateInstaller,
} from './installers.service';

const tags = ['installers'];

export async function installersRoutes(app: App) {
  app.get('/api/Installers', {
    config: readAccess,
    schema: {
      tags,
      summary: 'List installers (ordered by name)',
      response: { 200: InstallerListSchema, ...readErrors },
    },
    handler: () => listInstallers(app.db),
  });

  app.get('/api/Installers/:id', {
    config: readAccess,
    schema: {
      tags,
      summary: 'Get an installer',
      params: CatalogueIdParamsSchema,
      response: { 200: InstallerRecordSchema, ...readErrors },
    },
    handler: (req) => getInstaller(app.db, req.params.id),
  });

  app.post('/api/Installers', {
    config: writeAccess,
    schema: {
      tags,
      summary: 'Create an installer',
      body: CreateInstallerInputSchema,
      response: { 201: InstallerRecordSchema, ...writeErrors },
    },
    handler: async (req, reply) => reply.status(201).send(await createInstaller(app.db, req.body)),
  });

  app.patch('/api/Installers', {
    config: writeAccess,
    schema: {
      tags,
      summary: 'Update an installer (409 on a stale version)',
      body: UpdateInstallerInputSchema,
      response: { 200: InstallerRecordSchema, ...writeErrors },
    },
    handler: (req) => updateInstaller(app.db, req.body),
  });

  app.delete('/api/Installers/:id', {
    config: writeAccess,
    schema: {
      tags,
      summary: 'Delete an installer (soft); answers true',
      params: CatalogueIdParamsSchema,
      response: { 200: DeleteReplySchema, ...writeErrors },
    },
    handler: (req) => deleteInstaller(app.db, req.params.id),
  });
}
