import { defineConfig } from '@playwright/test';
import base from './playwright.config';
const extra = (process.env.XFLAGS || '').split(' ').filter(Boolean);
export default defineConfig({ ...base, use: { ...base.use, launchOptions: { ...base.use!.launchOptions, args: [...base.use!.launchOptions!.args!, ...extra] } } });
