// `site-chrome/server` (src/server/): dist/server/index.mjs for Node. build/server-config.ts has the
// reasons; build/build.mjs runs it after the loader, then writes dist/prerender/ with it.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { serverConfig } from './build/server-config';

export default defineConfig(serverConfig(fileURLToPath(new URL('./dist/server', import.meta.url))));
