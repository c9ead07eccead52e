import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { publicUrl } from '../config/public-url';
import { Notifier } from '../modules/notifications/notifier';
import type { PubSub } from './pubsub';
import type { RealtimeHub } from './realtime-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cross-instance events over the database's LISTEN/NOTIFY. */
    pubsub: PubSub;
    /** Creates, pushes and delivers notifications. */
    notifier: Notifier;
    /** This instance's sockets (`closeUserSockets`); set by the realtime routes. */
    realtimeHub: RealtimeHub;
  }
}

/** Starts listening on the database channel and provides the notifier; stops both on close. */
export default fp(
  async function realtimePlugin(app: FastifyInstance, opts: { pubsub: PubSub }) {
    await opts.pubsub.start();
    app.decorate('pubsub', opts.pubsub);
    const notifier = new Notifier({
      db: app.db,
      pubsub: opts.pubsub,
      mailer: app.integrations.notificationMailer,
      sms: app.integrations.sms,
      log: app.log,
      jobs: app.jobs,
      publicUrl: publicUrl(app.env),
    });
    app.decorate('notifier', notifier);
  },
  { name: 'realtime', dependencies: ['jobs'] },
);
