/**
 * Compression: answers over 1 KiB are sent with brotli (quality 4), gzip or
 * deflate, as the client accepts. Registered before any route: it attaches
 * itself to the routes declared after it. Request bodies are never inflated
 * (the plugin would by default): the contract refuses a compressed body with
 * 415 (plugins/contract.ts), so a small gzip body cannot cost seconds of CPU.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

async function compression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { 1: 4 } },
    globalDecompression: false,
  });
}

export default fp(compression, { name: 'compression', fastify: '5.x' });
