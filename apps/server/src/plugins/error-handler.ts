import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { TOKEN_EXPIRED_HEADER, type ApiError } from '@pb/core';
import { AppError } from '../errors';

/** One place that turns every failure into `{code, message, issues?}` and logs it. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, error.message);
        if (error.code === 'TOKEN_EXPIRED') void reply.header(TOKEN_EXPIRED_HEADER, 'true');
        const body: ApiError = { code: error.code, message: error.message };
        if (error.issues) body.issues = error.issues;
        return reply.status(error.status).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const where = error.validationContext ?? 'body';
        const issues = error.validation.map((v) => {
          const p = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return { path: p ? `${where}.${p}` : where, message: v.message ?? 'Invalid value' };
        });
        // The sentences come from zod's error map (issueSentence, set in app.ts); the paths stay in
        // `issues` for the form to mark its fields, not in the message a rep reads.
        const sentences = [...new Set(issues.map((i) => i.message))].join(' ');
        return reply.status(400).send({
          code: 'BAD_REQUEST',
          message: `Some values need a change. ${sentences}`,
          issues,
        });
      }
      if (isResponseSerializationError(error)) {
        request.log.error(
          { err: error, issues: error.cause.issues },
          'response did not match its schema',
        );
        return reply
          .status(500)
          .send({ code: 'INTERNAL', message: 'Something went wrong on our side.' });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send({
          code: 'RATE_LIMITED',
          message: 'Too many attempts. Wait a minute and try again.',
        });
      }
      if (status >= 400 && status < 500) {
        return reply
          .status(status)
          .send({ code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send({ code: 'INTERNAL', message: 'Something went wrong on our side.' });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({
        code: 'NOT_FOUND',
        message: `No route ${request.method} ${request.url.split('?')[0]}`,
      });
    });
  },
  { name: 'error-handler' },
);
