// The ES build for hosts' bundlers (`import 'site-chrome'`, `site-chrome/react`): dist/npm/, React
// left to the host. build/bundler-config.ts has the reasons; build/build.mjs runs it after vite.config.ts.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { bundlerConfig } from './build/bundler-config';

export default defineConfig(bundlerConfig(fileURLToPath(new URL('./dist/npm', import.meta.url))));
