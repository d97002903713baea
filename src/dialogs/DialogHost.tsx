import { Suspense, useEffect } from 'react';
import { lazyPart } from '../ui/lazyView';
import { useStore } from '@nanostores/react';
import { withMessages } from '../i18n/catalogs';
import { useT } from '../root/useT';
import { $loggingOut } from '../stores/user';
import { ReturnFocusContext } from '../ui/Dialog';
import { advance } from '../rules/dialog-queue';
import LoggingOut from './LoggingOut';
import { $dialogs, closeDialog, type DialogRequest } from '../stores/dialogs';

// Each dialog loads with its messages when it first shows. The host is inside the Emotion scope.
const Preferences = lazyPart(() => withMessages('settings', import('../features/preferences/PreferencesDialogs')));
const Deposit = lazyPart(() => withMessages('account', import('./DepositDialog')));
const Upcoming = lazyPart(() => withMessages('upcoming', import('./UpcomingDialog')));
const TurkeyConfirm = lazyPart(() => withMessages('settings', import('../features/turkey-chooser/TurkeyConfirmDialog')));
const Login = lazyPart(() => withMessages('microapps', import('./LoginDialog')));
const Transfer = lazyPart(() => withMessages('microapps', import('./TransferDialog')));
const Search = lazyPart(() => withMessages('microapps', import('../features/search/SearchDialog')));
const FundPassword = lazyPart(() => withMessages('fund', import('../features/fund-password/FundPasswordDialog')));
const FundFrequency = lazyPart(() => withMessages('fund', import('../features/fund-password/FrequencyDialog')));
const TurkeyChooser = lazyPart(() => withMessages('chooser', import('../features/turkey-chooser/TurkeyChooser')));
const KycNotice = lazyPart(() => withMessages('kyc', import('../features/notices/KycNoticeDialog')));
const RegionalNotice = lazyPart(() => withMessages('kyc', import('../features/notices/RegionalNoticeDialog')));
const RegionalToast = lazyPart(() => withMessages('kyc', import('../features/notices/RegionalToast')));
const AppDownload = lazyPart(() => withMessages('popups', import('../features/promotions/AppDownloadDialog')));
const GiftPopup = lazyPart(() => withMessages('popups', import('../features/promotions/GiftPopup')));
const SwitchSite = lazyPart(() => withMessages('popups', import('../features/promotions/SwitchSiteDialog')));
const Compliance = lazyPart(() => withMessages('compliance', import('../features/compliance/ComplianceDialogs')));
const ComplianceToast = lazyPart(() => withMessages('compliance', import('../features/compliance/ComplianceToast')));

function View({ request, onClose }: { request: DialogRequest; onClose: () => void }) {
  switch (request.name) {
    case 'settings': return <Preferences dialog={{ kind: 'settings' }} onClose={onClose} />;
    case 'language': return <Preferences dialog={{ kind: 'language', tab: request.props.tab }} onClose={onClose} />;
    case 'deposit': return <Deposit onClose={onClose} />;
    case 'upcoming': return <Upcoming onClose={onClose} />;
    case 'turkey-confirm': return <TurkeyConfirm open onClose={onClose} />;
    case 'login': return <Login mode={request.props.mode} onClose={onClose} />;
    case 'transfer': return <Transfer onClose={onClose} />;
    case 'search': return <Search page={request.props.page} keyword={request.props.keyword} onClose={onClose} />;
    case 'fund-password': return <FundPassword onClose={onClose} />;
    case 'fund-password-frequency': return <FundFrequency asked={request} onClose={onClose} />;
    case 'turkey-chooser': return <TurkeyChooser onClose={onClose} />;
    case 'kyc-notice': return <KycNotice notice={request.props} onClose={onClose} />;
    case 'netherlands-notice': return <RegionalNotice kind="netherlands" notice={request.props} onClose={onClose} />;
    case 'uzbekistan-notice': return <RegionalNotice kind="uzbekistan" notice={request.props} onClose={onClose} />;
    case 'hongkong-notice': return <RegionalNotice kind={request.props.hongKong ? 'hongkong' : 'withdrawOnly'} notice={{ confirmRoute: null, ...request.props }} onClose={onClose} />;
    case 'regional-toast': return <RegionalToast toast={request.props} onClose={onClose} />;
    case 'app-download': return <AppDownload onClose={onClose} />;
    case 'gift-popup': return <GiftPopup onClose={onClose} />;
    case 'switch-site': return <SwitchSite target={request.props.target} onClose={onClose} />;
    case 'restricted-location': case 'state-limit': case 'uk-notice': return <Compliance name={request.name} onClose={onClose} />;
    case 'compliance-toast': return <ComplianceToast onClose={onClose} />;
    default: {
      // Exhaustive: a dialog added to DIALOG_ORDER without a view here fails the type check.
      const none: never = request;
      return none;
    }
  }
}

/**
 * The one dialog host (rendered by one root, see DialogSlot): the dialog on screen of the dialog
 * store, the queue's decisions (rules/dialog-queue.ts) and the full-screen "Logging out" status,
 * which covers everything and so shows alone.
 */
export default function DialogHost() {
  const { t } = useT();
  const queue = useStore($dialogs);
  const loggingOut = useStore($loggingOut);
  const showing = queue.showing;

  useEffect(() => {
    // The queue's decisions are written in the next task, never in this effect: a store write in
    // the effects of the commit that revealed the host (a Suspense reveal) made React commit that
    // tree a second time (minified error #177, seen opening the language modal).
    const later = (write: () => void, delay = 0) => {
      const timer = setTimeout(write, delay);
      return () => clearTimeout(timer);
    };
    const next = advance(queue, Date.now());
    if (next.queue !== queue) return later(() => $dialogs.set(next.queue));
    if (next.wakeAt === null) return undefined;
    // Decide again when the gathering time is over (a new object re-runs this effect).
    return later(() => $dialogs.set({ ...$dialogs.get() }), Math.max(0, next.wakeAt - Date.now()));
  }, [queue]);

  if (loggingOut) return <LoggingOut label={t('status.loggingOut')} />;
  if (!showing) return null;
  return (
    <ReturnFocusContext.Provider value={showing}>
      <Suspense fallback={null}>
        {/* Keyed by name: a dialog asked for again (new props) stays the same element. */}
        <View key={showing.name} request={showing} onClose={() => closeDialog(showing.name)} />
      </Suspense>
    </ReturnFocusContext.Provider>
  );
}
