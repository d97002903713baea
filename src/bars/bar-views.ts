import type { ComponentType } from 'react';
import { withMessages } from '../i18n/catalogs';

type BarView = () => Promise<{ default: ComponentType<{ onClose: () => void }> }>;

/**
 * Each page bar's view with its messages: what the bar stack renders (BarHost.tsx), and what a
 * feature's bar slot fetches as soon as its gate says yes (mount/page-services.ts), beside the
 * stack itself rather than after it (issue 22: a bar in one wave of requests).
 */
export const BAR_VIEWS: Readonly<Record<string, BarView>> = {
  'kyc-tips': () => withMessages('kyc', import('../features/notices/KycTipBar')),
  'ip-limit-tips': () => withMessages('compliance', import('../features/compliance/IpLimitBar')),
  'business-banner': () => withMessages('compliance', import('../features/compliance/BusinessBanner')),
  announcement: () => withMessages('bar', import('../features/announcement/AnnouncementBar')),
};
