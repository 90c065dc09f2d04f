/**
 * The overview tab: account card, currencies, quick actions and the daily check-in.
 * `OverviewView` draws given data (stories, tests); `OverviewSection` loads it. The
 * check-in card (with antd's form and radio: about 25 KB gzip) is below the first screen
 * on a phone: its code loads as it comes near the screen, or when the quick action
 * leads to it.
 */
import { useIntl, useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Suspense, lazy, useRef, useState } from 'react';
import { useNearViewport } from '@/lib/useNearViewport';
import { lazyWithCatalog } from '@/lib/lazyWithCatalog';
import toast from '@/lib/toast';
import { isApiError } from '@/services/client';
import {
  checkIn,
  fetchAccount,
  fetchCharacters,
  fetchCheckIn,
  type CheckinResult,
  type CheckinStatus,
  type ProfileAccount,
  type ProfileCharacter,
} from '@/services/profile';
import AccountCard from './AccountCard';
import { rewardLabel } from './checkinReward';
import Currencies from './Currencies';
import QuickActions from './QuickActions';
import { SectionError, SectionLoading } from './States';
import Panel from './Panel';
import { WalletOutlined } from '@ant-design/icons';
import styles from '../profile.module.css';

const CheckInCard = lazy(() => import('./CheckInCard'));
// The unlock dialog's texts (`accountUnlock`) load with it.
const UnlockDialog = lazyWithCatalog(['accountUnlock'], () => import('./UnlockDialog'));
// The password form and its human check read the `auth` texts: loaded with the dialog.
const ChangePasswordDialog = lazyWithCatalog(['auth'], () => import('./ChangePasswordDialog'));

const quiet = () => undefined;

export interface OverviewViewProps {
  account: ProfileAccount;
  characters: ProfileCharacter[];
  /** null while loading, undefined when it failed. */
  checkin: CheckinStatus | null | undefined;
  onCheckIn: (characterId: number) => Promise<void>;
  onRetryCheckIn?: () => void;
  /** Stories: a dialog open from the start. */
  initialDialog?: 'unlock' | 'password' | null;
}

export function OverviewView({ account, characters, checkin, onCheckIn, onRetryCheckIn, initialDialog = null }: OverviewViewProps) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<'unlock' | 'password' | null>(initialDialog);
  // A dialog's code loads the first time it opens, and then stays mounted (closing animates).
  const [loaded, setLoaded] = useState({ unlock: initialDialog === 'unlock', password: initialDialog === 'password' });
  const open = (d: 'unlock' | 'password') => {
    setLoaded((l) => ({ ...l, [d]: true }));
    setDialog(d);
  };
  const checkinPlace = useRef<HTMLDivElement>(null);
  // Asked for by the quick action before the card's code was there: it loads, then takes the focus.
  const [checkinWanted, setCheckinWanted] = useState(false);
  const checkinNear = useNearViewport(checkinPlace, { hold: !checkin }) || checkinWanted;
  const toCheckIn = () => {
    const card = document.getElementById('profile-checkin');
    card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    const choice = document.querySelector<HTMLInputElement>('#checkin-character input');
    if (choice) choice.focus({ preventScroll: true });
    else setCheckinWanted(true);
  };
  const checkinWaiting = (
    <div ref={checkinPlace} id="profile-checkin">
      <SectionLoading testId="checkin-loading" />
    </div>
  );
  return (
    <div className={styles.overview} data-testid="overview">
      <div className={styles.overviewTop}>
        <AccountCard account={account} />
        <div className={styles.overviewSide}>
          <Panel title={intl.formatMessage({ id: 'profileOverview.currency.title' })} icon={<WalletOutlined />} id="profile-currencies">
            <Currencies currencies={account.currencies} />
          </Panel>
          <QuickActions onCheckIn={toCheckIn} onUnlock={() => open('unlock')} onChangePassword={() => open('password')} />
        </div>
      </div>
      {checkin && !checkinNear ? (
        checkinWaiting
      ) : checkin ? (
        <Suspense fallback={checkinWaiting}>
          <CheckInCard status={checkin} characters={characters} onCheckIn={onCheckIn} focusCharacter={checkinWanted} />
        </Suspense>
      ) : checkin === null ? (
        <SectionLoading testId="checkin-loading" />
      ) : (
        <SectionError onRetry={() => onRetryCheckIn?.()} testId="checkin-error" />
      )}
      <Suspense fallback={null}>
        {loaded.unlock ? <UnlockDialog open={dialog === 'unlock'} onClose={() => setDialog(null)} characters={characters} initialMethod={1} /> : null}
        {loaded.password ? <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </div>
  );
}

function deliveredKey(result: CheckinResult) {
  return `profileOverview.checkin.delivered.${result.delivered}`;
}

export default function OverviewSection() {
  const intl = useIntl();
  const { refreshUser } = useModel('auth');
  const account = useRequest(fetchAccount, { refreshDeps: [intl.locale], onError: quiet });
  const characters = useRequest(fetchCharacters, { refreshDeps: [intl.locale], onError: quiet });
  const checkin = useRequest(fetchCheckIn, { refreshDeps: [intl.locale], onError: quiet });

  const doCheckIn = async (characterId: number) => {
    try {
      const result = await checkIn(characterId);
      toast.success(intl.formatMessage({ id: 'profileOverview.checkin.success' }, { reward: rewardLabel(intl, result.reward) }), {
        description: intl.formatMessage({ id: deliveredKey(result) }),
      });
      // The reward may be currency: reload the account, the header's user and the calendar.
      checkin.refresh();
      account.refresh();
      void refreshUser();
    } catch (err) {
      toast.error(isApiError(err) && err.message ? err.message : intl.formatMessage({ id: 'profileOverview.checkin.failed' }));
      checkin.refresh();
      throw err;
    }
  };

  if (account.loading && !account.data) return <SectionLoading rows={8} testId="overview-loading" />;
  if (!account.data) return <SectionError message={account.error?.message} onRetry={account.refresh} testId="overview-error" />;
  return (
    <OverviewView
      account={account.data}
      characters={characters.data ?? []}
      checkin={checkin.data ?? (checkin.error ? undefined : null)}
      onCheckIn={doCheckIn}
      onRetryCheckIn={checkin.refresh}
    />
  );
}
