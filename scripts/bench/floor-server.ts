// `node --import tsx scripts/bench/floor-server.ts <dir> <port>`: the site's server (its pages from
// memory with their brotli and gzip copies, its headers) over the bench's floor pages, without
// forms or a database (scripts/bench/floors.mjs).
import { buildServer } from '../../server/app';

const [distDir = '.bench-floors', port = '4176'] = process.argv.slice(2);
const app = await buildServer({ distDir, renderDir: '.prerender', storage: null, formsPerMinute: 0 });
await app.listen({ port: Number(port), host: '127.0.0.1' });
