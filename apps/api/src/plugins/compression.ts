import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses the API's answers above 1 KB (lists, details, reports) as the client accepts:
 * brotli at a quick level, or gzip. Only these two, which every supported Node has. The built
 * web app is compressed once at build time instead (see `spa.ts`); notification streams write
 * to the socket themselves and are never buffered by this.
 */
export async function compressionPlugin(api: FastifyInstance) {
  await api.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
}
