import { describe, expect, it } from 'vitest';
import { promotionsMayShow, type PromotionsGateInput } from './gate-rules';

describe('promotionsMayShow (compliance-and-dialogs.md §2, §4): the promotions load only where one may show', () => {
  it.each<[string, PromotionsGateInput, boolean]>([
    ['a desktop on the main site, no EU answer', { site: 'main', giftPopup: false, phone: false, euUser: null }, false],
    ['a phone on the main site', { site: 'main', giftPopup: false, phone: true, euUser: null }, true],
    ['a phone on another site', { site: 'turkey', giftPopup: false, phone: true, euUser: null }, false],
    ['a phone on another site with the gift popup on', { site: 'turkey', giftPopup: true, phone: true, euUser: null }, true],
    ['a desktop with the gift popup on', { site: 'turkey', giftPopup: true, phone: false, euUser: null }, false],
    ['a desktop the answer places in the EU', { site: 'main', giftPopup: false, phone: false, euUser: true }, true],
    ['a desktop the answer places outside the EU', { site: 'eu', giftPopup: false, phone: false, euUser: false }, true],
    ['a phone on the main site inside the app', { site: 'main', giftPopup: true, phone: true, euUser: null, inApp: true }, false],
    ['inside the app, an EU answer', { site: 'main', giftPopup: false, phone: true, euUser: true, inApp: true }, false],
  ])('%s → %s', (_name, input, expected) => {
    expect(promotionsMayShow(input)).toBe(expected);
  });
});
