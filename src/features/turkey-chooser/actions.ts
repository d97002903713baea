import { readLocalJson, writeLocal } from '../../platform/storage';
import { chooserAnswer, offersChooser, parseChooserRecord, TR_CHOOSER_KEY } from './rules';
import { $compliance } from '../../stores/compliance';
import { openDialog } from '../../stores/dialogs';
import { $pageSetup } from '../../stores/page-setup';

let offered = false;

/**
 * Asks the dialog queue for the Turkey chooser when its rule holds (features/turkey-chooser/rules.ts): loaded
 * by the compliance store only for a Turkey-limited visitor on the main site, once per page.
 */
export function offerTurkeyChooser(now = Date.now()): void {
  const site = $pageSetup.get()?.site.key ?? '';
  const isTr = $compliance.get().value.limit.isTr;
  if (offered || !offersChooser(site, isTr, parseChooserRecord(readLocalJson(TR_CHOOSER_KEY)), now)) return;
  offered = true;
  openDialog('turkey-chooser', undefined, { trigger: null });
}

/**
 * The visitor's answer: the keepalive record (7 days when ticked and confirmed, else 1 day), then
 * for Gate.TR the Turkey site (its origin from the site config, through `navigate()`).
 */
export async function answerTurkeyChooser(answer: 'confirm' | 'cancel', exchange: 'tr' | 'global', ticked: boolean): Promise<void> {
  writeLocal(TR_CHOOSER_KEY, JSON.stringify(chooserAnswer(answer, ticked, Date.now())));
  if (answer === 'confirm' && exchange === 'tr') (await import('../../stores/preferences')).goToTurkeySite();
}
