import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers up to this size are compressed in one call. Through a zlib stream (the plugin's
 * default above 8 KB on two cores) a 25 KB page of the list cost about 0.3 ms more CPU than the
 * compression itself: a stream, its chunks and their ticks per answer. Exports and other
 * larger answers still stream, so the event loop never waits long.
 */
const SYNC_THRESHOLD_BYTES = 64 * 1024;

/**
 * gzip's quickest level, as nginx compresses on the fly by default (`gzip_comp_level 1`): a
 * 24.7 KB page of the list becomes 3,560 bytes in 0.13 ms, against 3,026 bytes in 0.30 ms at
 * zlib's default level 6 (bench/README.md). Brotli, which browsers ask for, stays at the
 * plugin's quality 4.
 */
const GZIP_LEVEL = 1;

/**
 * Compresses the API's answers above 1 KB (lists, details, reports) as the client accepts:
 * brotli at a quick level, or gzip. Only these two, which every supported Node has. The built
 * web app is compressed once at build time instead (see `spa.ts`); notification streams write
 * to the socket themselves and are never buffered by this.
 */
export async function compressionPlugin(api: FastifyInstance) {
  await api.register(compress, {
    threshold: 1024,
    syncThreshold: SYNC_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    zlibOptions: { level: GZIP_LEVEL },
  });
}
