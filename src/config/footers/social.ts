import type { SiteKey } from '../sites';
import type { SocialLink, SocialNetwork } from './types';

const links = (entries: Array<[SocialNetwork, string]>): SocialLink[] => entries.map(([network, url]) => ({ network, url }));

/**
 * Each site's social accounts. Singapore, Bahamas, UK, Japan and UAE show none (site-chrome.md §6;
 * `SiteConfig.showSocial`), so they have no list here.
 */
export const SOCIAL: Record<'main' | 'turkey' | 'hongkong' | 'malta' | 'america', readonly SocialLink[]> = {
  main: links([
    ['x', 'https://x.com/gate'],
    ['telegram', 'https://t.me/gateio_en'],
    ['facebook', 'https://www.facebook.com/gateioglobal'],
    ['instagram', 'https://www.instagram.com/gate.global'],
    ['youtube', 'https://www.youtube.com/@gate_global'],
    ['linkedin', 'https://www.linkedin.com/company/gateio'],
    ['discord', 'https://discord.gg/gate'],
    ['reddit', 'https://www.reddit.com/r/GateExchange'],
  ]),
  turkey: links([
    ['x', 'https://x.com/Gate_TR'],
    ['telegram', 'https://t.me/GateTurkiye'],
    ['instagram', 'https://www.instagram.com/gate.tr'],
    ['youtube', 'https://www.youtube.com/@gate_tr'],
    ['linkedin', 'https://www.linkedin.com/company/gate-tr'],
  ]),
  hongkong: links([
    ['x', 'https://x.com/gate_hk'],
    ['telegram', 'https://t.me/gate_hk'],
    ['linkedin', 'https://www.linkedin.com/company/gate-hk'],
  ]),
  malta: links([
    ['x', 'https://x.com/gate_eu'],
    ['linkedin', 'https://www.linkedin.com/company/gate-eu'],
    ['instagram', 'https://www.instagram.com/gate.eu'],
  ]),
  america: links([
    ['x', 'https://x.com/gate_us'],
    ['linkedin', 'https://www.linkedin.com/company/gate-us'],
  ]),
};

/** The list for a site; the global list for the testnet, and none where §6 hides them. */
export function socialFor(site: SiteKey): readonly SocialLink[] {
  switch (site) {
    case 'main': case 'testnet': return SOCIAL.main;
    case 'turkey': return SOCIAL.turkey;
    case 'hongkong': return SOCIAL.hongkong;
    case 'malta': case 'eu': return SOCIAL.malta;
    case 'america': return SOCIAL.america;
    default: return [];
  }
}
