/**
 * `app.mailer`: the outbox mailer (services/mail.ts), or the one given (tests); closed with the app.
 */
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../services/mail';

export default fp<{ mailer?: Mailer }>(
  async (app, options) => {
    const mailer = options.mailer ?? createMailer(app.db, app.config, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', fastify: '5.x', dependencies: ['config', 'database'] },
);
