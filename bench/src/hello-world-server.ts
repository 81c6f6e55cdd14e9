import Fastify from 'fastify';

/**
 * The machine's baseline: the smallest Fastify app, measured in the same run and the same
 * way as Burrow, so a figure can be read as "Burrow costs this much more than Fastify".
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
