import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { armFaultPoint } from '../lib/fault-point';
import type { JobRunner } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue and periodic jobs of this instance (decision 0047). */
    jobs: JobRunner;
  }
}

/**
 * Starts the job runner once every module has registered its handlers and periodic jobs, and
 * stops it (waiting for the jobs under way) when the app closes.
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance, opts: { runner: JobRunner }) {
    armFaultPoint(app.env.FAULT_KILL_AT);
    app.decorate('jobs', opts.runner);
    app.addHook('onReady', async () => opts.runner.start());
    app.addHook('preClose', async () => opts.runner.stop());
  },
  { name: 'jobs' },
);
