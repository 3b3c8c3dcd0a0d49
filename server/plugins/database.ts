/**
 * Storage: the database (PGlite or PostgreSQL) opened, migrated and seeded, the
 * image store beside it, and the article repository over both. Everything
 * after it reads and writes through these decorations; closing the app closes
 * them.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ServerOptions } from '../config.ts';
import { openDatabase, type Database } from '../db.ts';
import { migrate } from '../migrate.ts';
import { seed } from '../seed.ts';
import { Articles } from '../articles.ts';
import { ReadGate } from '../read-gate.ts';
import { Spool } from '../spool.ts';
import { openMediaStore, type MediaOptions, type MediaStore } from '../media-store.ts';
import { articleImages } from '../article-media.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database, migrated and seeded. */
    db: Database;
    /** Where article images are kept (the data directory or an S3-compatible bucket). */
    media: MediaStore;
    /** The article repository: the API handlers and the server-rendered pages read through it. */
    articles: Articles;
  }
}

export interface DatabaseOptions {
  config: ServerOptions & MediaOptions;
}

async function database(app: FastifyInstance, { config: opts }: DatabaseOptions) {
  const db = await openDatabase(opts);
  const media = openMediaStore(opts, opts.dataDir);
  const articles = new Articles(db, {
    cache: opts.articleCache,
    schema: opts.databaseSchema,
    onCacheError: (err) =>
      app.log.error({ err }, 'article cache off: change notifications failed; subscribing again'),
    onCacheBack: () => app.log.info('article cache back on: change notifications resumed'),
    images: articleImages(db, media, (err, names) =>
      app.log.warn({ err, names }, 'images no article uses were not removed from the store'),
    ),
    readGate: new ReadGate({
      concurrency: opts.heavyReads,
      queue: opts.heavyReadQueue,
      timeoutMs: opts.heavyReadTimeoutMs,
    }),
    spool: new Spool({
      maxBytes: opts.largeAnswerBytes,
      minBytesPerSecond: opts.minSendBytesPerSecond,
      windowMs: opts.slowClientWindowMs,
    }),
  });
  app.addHook('onClose', async () => {
    await articles.stop();
    await db.close();
    media.close();
  });
  // The migrations move images stored inline into the image store.
  const applied = await migrate(db, undefined, { media });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  const seeded = await seed(db, opts);
  if (seeded.articles)
    app.log.info({ articles: seeded.articles }, 'seeded the contract example articles');
  if (seeded.demoCreated.length)
    app.log.warn(
      { accounts: seeded.demoCreated },
      'created the demo accounts with their published passwords (development mode; NODE_ENV=production never creates them)',
    );
  if (seeded.created.length)
    app.log.info({ accounts: seeded.created }, 'created the configured accounts');
  if (seeded.rehashed.length)
    app.log.info(
      { accounts: seeded.rehashed },
      'password changed from the environment; the sessions of those accounts were revoked',
    );

  // Other instances' writes reach the read cache from now on (PostgreSQL).
  await articles.start();

  app.decorate('db', db);
  app.decorate('media', media);
  app.decorate('articles', articles);
}

export default fp(database, { name: 'database', fastify: '5.x' });
