import { Suspense, useEffect, useState } from 'react';
import { preloadPart } from '../ui/preloadPart';
import { useStore } from '@nanostores/react';
import { withMessages } from '../i18n/catalogs';
import { useT } from '../root/useT';
import { $loggingOut } from '../stores/user';
import { ReturnFocusContext } from '../ui/Dialog';
import { advance } from '../rules/dialog-queue';
import LoggingOut from './LoggingOut';
import { $dialogs, closeDialog, type DialogRequest } from '../stores/dialogs';

// Each dialog loads with its messages when it is first asked for (waiting or on screen), and shows
// once loaded: a lazy view suspends on its first render even with its chunk in memory, and React
// then holds the boundary's content up to 300 ms (its reveal throttle: the compliance toast came
// 300 ms after the queue chose it, issue 22). The host is inside the Emotion scope.
const Preferences = preloadPart(() => withMessages('settings', import('../features/preferences/PreferencesDialogs')));
const Deposit = preloadPart(() => withMessages('account', import('./DepositDialog')));
const Upcoming = preloadPart(() => withMessages('upcoming', import('./UpcomingDialog')));
const TurkeyConfirm = preloadPart(() => withMessages('settings', import('../features/turkey-chooser/TurkeyConfirmDialog')));
const Login = preloadPart(() => withMessages('microapps', import('./LoginDialog')));
const Transfer = preloadPart(() => withMessages('microapps', import('./TransferDialog')));
const Search = preloadPart(() => withMessages('microapps', import('../features/search/SearchDialog')));
const FundPassword = preloadPart(() => withMessages('fund', import('../features/fund-password/FundPasswordDialog')));
const FundFrequency = preloadPart(() => withMessages('fund', import('../features/fund-password/FrequencyDialog')));
const TurkeyChooser = preloadPart(() => withMessages('chooser', import('../features/turkey-chooser/TurkeyChooser')));
const KycNotice = preloadPart(() => withMessages('kyc', import('../features/notices/KycNoticeDialog')));
const RegionalNotice = preloadPart(() => withMessages('kyc', import('../features/notices/RegionalNoticeDialog')));
const RegionalToast = preloadPart(() => withMessages('kyc', import('../features/notices/RegionalToast')));
const AppDownload = preloadPart(() => withMessages('popups', import('../features/promotions/AppDownloadDialog')));
const GiftPopup = preloadPart(() => withMessages('popups', import('../features/promotions/GiftPopup')));
const SwitchSite = preloadPart(() => withMessages('popups', import('../features/promotions/SwitchSiteDialog')));
const Compliance = preloadPart(() => withMessages('compliance', import('../features/compliance/ComplianceDialogs')));
const ComplianceToast = preloadPart(() => withMessages('compliance', import('../features/compliance/ComplianceToast')));


/** Loads the view of a dialog (its part's `preload`, never rejecting): waiting, and before it shows. */
const preloadView = (request: DialogRequest): Promise<void> => {
  // Every view is a preloadPart's Part; one that is not (none today) just loads when it renders.
  const part = View({ request, onClose: () => undefined }).type as { preload?: unknown };
  return typeof part.preload === 'function' ? (part.preload as () => Promise<void>)() : Promise.resolve();
};

function View({ request, onClose }: { request: DialogRequest; onClose: () => void }) {
  switch (request.name) {
    case 'settings': return <Preferences.Part dialog={{ kind: 'settings' }} onClose={onClose} />;
    case 'language': return <Preferences.Part dialog={{ kind: 'language', tab: request.props.tab }} onClose={onClose} />;
    case 'deposit': return <Deposit.Part onClose={onClose} />;
    case 'upcoming': return <Upcoming.Part onClose={onClose} />;
    case 'turkey-confirm': return <TurkeyConfirm.Part open onClose={onClose} />;
    case 'login': return <Login.Part mode={request.props.mode} onClose={onClose} />;
    case 'transfer': return <Transfer.Part onClose={onClose} />;
    case 'search': return <Search.Part page={request.props.page} keyword={request.props.keyword} onClose={onClose} />;
    case 'fund-password': return <FundPassword.Part onClose={onClose} />;
    case 'fund-password-frequency': return <FundFrequency.Part asked={request} onClose={onClose} />;
    case 'turkey-chooser': return <TurkeyChooser.Part onClose={onClose} />;
    case 'kyc-notice': return <KycNotice.Part notice={request.props} onClose={onClose} />;
    case 'netherlands-notice': return <RegionalNotice.Part kind="netherlands" notice={request.props} onClose={onClose} />;
    case 'uzbekistan-notice': return <RegionalNotice.Part kind="uzbekistan" notice={request.props} onClose={onClose} />;
    case 'hongkong-notice': return <RegionalNotice.Part kind={request.props.hongKong ? 'hongkong' : 'withdrawOnly'} notice={{ confirmRoute: null, ...request.props }} onClose={onClose} />;
    case 'regional-toast': return <RegionalToast.Part toast={request.props} onClose={onClose} />;
    case 'app-download': return <AppDownload.Part onClose={onClose} />;
    case 'gift-popup': return <GiftPopup.Part onClose={onClose} />;
    case 'switch-site': return <SwitchSite.Part target={request.props.target} onClose={onClose} />;
    case 'restricted-location': case 'state-limit': case 'uk-notice': return <Compliance.Part name={request.name} onClose={onClose} />;
    case 'compliance-toast': return <ComplianceToast.Part onClose={onClose} />;
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
  // The name of the dialog whose view is loaded: the one on screen renders once it is.
  const [loaded, setLoaded] = useState<string | null>(null);

  useEffect(() => {
    // The queue's decisions are written in the next task, never in this effect: a store write in
    // the effects of the commit that revealed the host (a Suspense reveal) made React commit that
    // tree a second time (minified error #177, seen opening the language modal).
    const later = (write: () => void, delay = 0) => {
      const timer = setTimeout(write, delay);
      return () => clearTimeout(timer);
    };
    for (const request of queue.waiting) void preloadView(request);
    const next = advance(queue, Date.now());
    if (next.queue !== queue) return later(() => $dialogs.set(next.queue));
    if (next.wakeAt === null) return undefined;
    // Decide again when the gathering time is over (a new object re-runs this effect).
    return later(() => $dialogs.set({ ...$dialogs.get() }), Math.max(0, next.wakeAt - Date.now()));
  }, [queue]);

  useEffect(() => {
    // New props of the dialog on screen need no load.
    if (!showing || loaded === showing.name) return undefined;
    let live = true;
    // A failed load renders the view's lazy part, which retries and offers Retry.
    void preloadView(showing).then(() => live && setLoaded(showing.name));
    return () => {
      live = false;
    };
  }, [showing, loaded]);

  if (loggingOut) return <LoggingOut label={t('status.loggingOut')} />;
  if (!showing || loaded !== showing.name) return null;
  return (
    <ReturnFocusContext.Provider value={showing}>
      <Suspense fallback={null}>
        {/* Keyed by name: a dialog asked for again (new props) stays the same element. */}
        <View key={showing.name} request={showing} onClose={() => closeDialog(showing.name)} />
      </Suspense>
    </ReturnFocusContext.Provider>
  );
}
