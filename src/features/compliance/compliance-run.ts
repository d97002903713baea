import type { Compliance } from '../../api/calls/compliance';
import { localizePath, stripLanguagePrefix } from '../../config/languages';
import { currentPath, currentSearchAndHash, navigate } from '../../platform/navigation';
import { compliancePlan, TIPS_PATH } from '../../rules/compliance';
import { showBar } from '../../stores/bar-actions';
import { openDialog } from '../../stores/dialogs';
import type { PageSetup } from '../../stores/page-setup';

/**
 * Carries out the compliance plan (rules/compliance.ts) for this page: the redirect through the
 * one URL guard, else the page bars and the dialogs, which the dialog queue orders. Returns true
 * when the page is leaving (the navigation was asked and not refused) (compliance-screens.ts then keeps the queue's rule dialogs waiting).
 */
export function runComplianceScreens(compliance: Compliance, setup: PageSetup): boolean {
  const { site, lang } = setup;
  const address = stripLanguagePrefix(currentPath()) + currentSearchAndHash();
  const plan = compliancePlan({ compliance, site: site.key, lang, address });
  // A refused navigation (the page's address unreadable) is not leaving: a hold for a departure
  // that never comes would keep every rule dialog waiting for the rest of the page.
  if (plan.redirect && navigate(localizePath(TIPS_PATH, lang, site.defaultLang), site.anti)) return true;
  if (plan.banner) showBar('business-banner');
  if (plan.ipTips) showBar('ip-limit-tips');
  // Asked for by a rule, not by a control: focus has nothing to go back to.
  for (const name of plan.dialogs) openDialog(name, undefined, { trigger: null });
  return false;
}
