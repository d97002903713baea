import { arrival } from '../platform/arrival';
import type { pageServices } from './page-services';

/** The page services (page-services.ts), announced by their chunk when it runs (platform/arrival.ts). */
export const pageServicesArrival = arrival<typeof pageServices>();

/** The page services, as soon as the loader's early fetch has run them, or once imported here. */
export const loadPageServices = () => pageServicesArrival.load(async () => (await import('./page-services')).pageServices);
