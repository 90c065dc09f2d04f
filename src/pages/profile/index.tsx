/**
 * /profile (login required): the player's dashboard in tabs that live in the URL
 * (?tab=overview|characters|billing|invites, ?character=<id>&bag=<tab> on the characters
 * tab), so Back and shared links work. Each tab's code loads when the tab is opened, so a
 * visit to one tab does not download the others.
 */
import { history, useLocation, useModel } from '@umijs/max';
import { CrownFilled } from '@ant-design/icons';
import { Suspense, useMemo } from 'react';
import PageBanner from '@/components/PageBanner';
import TabBar, { TabPanel } from '@/components/TabBar';
import { useT } from '@/lib/useT';
import { lazyWithCatalog } from '@/lib/lazyWithCatalog';
import { SectionLoading } from './components/States';
import { PROFILE_TABS, parseProfileQuery, profileQueryString, type ProfileState } from './profileState';
import styles from './profile.module.css';

// Each tab reads texts of its own (`profileOverview`, `profileCharacters`, `billing`,
// `invites`): they load with the tab's code, not with the page; but those of the tab the
// address opens are also the route's (`queryCatalog` in config/routes.ts), loaded before the
// first render: a part that arrives after it makes every translated component render again.
const OverviewSection = lazyWithCatalog(['profileOverview'], () => import('./components/OverviewSection'));
const CharactersSection = lazyWithCatalog(['profileCharacters'], () => import('./components/CharactersSection'));
const BillingSection = lazyWithCatalog(['billing'], () => import('./billing/BillingSection'));
const InvitesSection = lazyWithCatalog(['invites'], () => import('./invites/InvitesSection'));
// The overview is the tab most visits open: its code and texts are asked for as soon as the
// page's code runs, not after the page's first render.
if (typeof window !== 'undefined' && parseProfileQuery(window.location.search).tab === 'overview') OverviewSection.preload();

export default function ProfilePage() {
  const t = useT();
  const location = useLocation();
  const { user } = useModel('auth');
  const state = useMemo(() => parseProfileQuery(location.search), [location.search]);

  const go = (change: Partial<ProfileState>) => {
    const next = { ...state, ...change };
    const search = profileQueryString(next);
    if (search === profileQueryString(state)) return;
    history.push({ pathname: location.pathname, search });
  };

  const content = (() => {
    switch (state.tab) {
      case 'characters':
        return (
          <Suspense fallback={<SectionLoading rows={6} testId="characters-loading" />}>
            <CharactersSection
              selected={state.character}
              bag={state.bag}
              onSelect={(character) => go({ character, bag: 'equip' })}
              onBagChange={(bag) => go({ bag })}
            />
          </Suspense>
        );
      case 'billing':
        return (
          <Suspense fallback={<SectionLoading rows={6} testId="billing-loading" />}>
            <BillingSection />
          </Suspense>
        );
      case 'invites':
        return (
          <Suspense fallback={<SectionLoading rows={6} testId="invites-loading" />}>
            <InvitesSection />
          </Suspense>
        );
      default:
        return (
          <Suspense fallback={<SectionLoading rows={8} testId="overview-loading" />}>
            <OverviewSection />
          </Suspense>
        );
    }
  })();

  return (
    <div className={styles.page} data-testid="profile-page">
      <PageBanner
        icon={<CrownFilled />}
        tone="night"
        title={t('profile.banner.title')}
        subtitle={user?.username ? t('profile.banner.welcome', { name: user.nickname || user.username }) : t('profile.banner.subtitle')}
      />
      <div className={styles.container}>
        <div className={styles.tabs}>
          <div className={styles.tabBar}>
            <TabBar
              idPrefix="profile-tab"
              className={styles.tabList}
              tabs={PROFILE_TABS}
              active={state.tab}
              onChange={(tab) => go({ tab, character: null, bag: 'equip' })}
              label={(tab) => <span data-testid={`profile-tab-${tab}`}>{t(`profile.tabs.${tab}`)}</span>}
            />
          </div>
          <TabPanel idPrefix="profile-tab" tab={state.tab}>
            {content}
          </TabPanel>
        </div>
      </div>
    </div>
  );
}
