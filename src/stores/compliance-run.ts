import type { Compliance } from '../api/calls/compliance';
import { localizePath, stripLanguagePrefix } from '../config/languages';
import { currentPath, currentSearchAndHash, navigate } from '../platform/navigation';
import { compliancePlan, TIPS_PATH } from '../rules/compliance';
import { showBar } from './bar-actions';
import { holdDialogs, openRuleDialog, releaseDialogs } from './dialog-hold';
import type { PageSetup } from './page-setup';

/**
 * Carries out the compliance plan (rules/compliance.ts) for this page: the redirect through the
 * one URL guard, else the page bars and the dialogs, which the dialog queue orders. While the page
 * leaves, the queue shows no rule dialog; otherwise the hold ends once the dialogs are asked for.
 */
export function runComplianceScreens(compliance: Compliance, setup: PageSetup): void {
  const { site, lang } = setup;
  const address = stripLanguagePrefix(currentPath()) + currentSearchAndHash();
  const plan = compliancePlan({ compliance, site: site.key, lang, address });
  if (plan.redirect) {
    holdDialogs('compliance', 'restricted-location', true);
    navigate(localizePath(TIPS_PATH, lang, site.defaultLang), site.anti);
    return;
  }
  if (plan.banner) showBar('business-banner');
  if (plan.ipTips) showBar('ip-limit-tips');
  for (const name of plan.dialogs) openRuleDialog(name, undefined);
  releaseDialogs('compliance');
}
