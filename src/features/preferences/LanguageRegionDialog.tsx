import { useT } from '../../root/useT';
import { useSite } from '../../root/useSite';
import { TitledDialog } from '../../ui/TitledDialog';
import { Tabs, type TabDef } from '../../ui/Tabs';
import { panelBody, tab as tabStyle, tabList } from './styles';
import { LanguagePanel } from './LanguagePanel';
import { FiatPanel } from './FiatPanel';
import type { LanguageTab } from '../../rules/dialog-order';


const TAB_STYLES = { list: tabList, tab: tabStyle, panel: panelBody };

interface Props {
  tab: LanguageTab;
  onTab: (tab: LanguageTab) => void;
  onClose: () => void;
}

/** The language and region modal: tabs "Language and region" and "Exchange rate" (site-chrome.md §2). */
export function LanguageRegionDialog({ tab, onTab, onClose }: Props) {
  const { t, language } = useT();
  const { site } = useSite();
  const tabs: TabDef<LanguageTab>[] = [];
  if (!site.hidden.has('language')) tabs.push({ key: 'language', label: t('settings.tab.language') });
  if (!site.hidden.has('exchangeRate')) tabs.push({ key: 'rate', label: t('settings.tab.rate') });
  return (
    <TitledDialog open title={t('settings.open.languageCurrency')} closeLabel={t('settings.close')} onClose={onClose} width={760} height={640} fullScreenOnPhone>
      <Tabs label={t('settings.open.languageCurrency')} tabs={tabs} selected={tab} onSelect={onTab} dir={language.dir} styles={TAB_STYLES}>
        {(key) => (key === 'language' ? <LanguagePanel /> : <FiatPanel />)}
      </Tabs>
    </TitledDialog>
  );
}
