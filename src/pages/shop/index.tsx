/**
 * The web item shop (/shop, also /cashshop): posters, search by name or ID, one category at
 * a time, item cards with price, duration and availability. Keyword, category and page live
 * in the URL (?orders=1 opens "my orders", the link the profile uses). Anyone may browse;
 * buying, gifting, the dressing room and the orders need a login: a guest gets "please login
 * first" and goes to the login page, which brings them back here. The dialogs and drawers
 * load on demand so the page itself stays light.
 */
import { history, useIntl, useLocation, useModel } from '@umijs/max';
import { Button, Empty, Skeleton } from 'antd';
import { ReloadOutlined, ShopFilled, ShoppingOutlined, SkinOutlined, WarningOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import PageBanner from '@/components/PageBanner';
import { loginUrlFrom } from '@/lib/authSession';
import { getTokenState } from '@/lib/tokenStore';
import { toast } from '@/lib/toast';
import { useSubmit } from '@/lib/useSubmit';
import { isApiError } from '@/services/client';
import {
  addToDressingRoom,
  clearDressingRoom,
  fetchDressingRoom,
  fetchPosters,
  fetchShopItems,
  removeFromDressingRoom,
  type ShopItem,
  type ShopOrderResult,
} from '@/services/shop';
import { useT } from '@/lib/useT';
import ItemCard from './components/ItemCard';
import Pager from './components/Pager';
import ShopFilter from './components/ShopFilter';
import CurrencyTag from './components/CurrencyTag';
import PosterCarousel from './components/PosterCarousel';
import { dropStartCounts, startCounts } from './startCounts';
import { BALANCE_FIELD, CURRENCIES, parseShopQuery, SHOP_PAGE_SIZE, shopQueryString, shownOnPage, type ShopBrowseState } from './shopState';
import { SHOP_DRESSING_ROOM_CAPACITY } from '../../../config/rules';
import styles from './shop.module.css';

// Named chunks: umi's granular split names a shared chunk after the chunks sharing it, so
// unnamed lazy chunks would make unrelated pages (e.g. the home page) share one big chunk.
const BuyDialog = lazy(() => import(/* webpackChunkName: "shop-buy" */ './dialogs/BuyDialog'));
const GiftDialog = lazy(() => import(/* webpackChunkName: "shop-gift" */ './dialogs/GiftDialog'));
const ItemDetails = lazy(() => import(/* webpackChunkName: "shop-details" */ './drawers/ItemDetails'));
const DressingRoom = lazy(() => import(/* webpackChunkName: "shop-dressing-room" */ './drawers/DressingRoom'));
const MyOrders = lazy(() => import(/* webpackChunkName: "shop-orders" */ './drawers/MyOrders'));

/** The shop's own path (also when the visitor arrived on /shop/ or through /cashshop). */
const SHOP_PATH = '/shop';

type Open = { kind: 'buy' | 'gift' | 'details'; item: ShopItem; key: number } | null;

let openCounter = 0;

export default function ShopPage() {
  const intl = useIntl();
  const t = useT();
  const location = useLocation();
  const state = useMemo(() => parseShopQuery(location.search), [location.search]);
  const { isAuthenticated, isLoading: authLoading, user, refreshUser } = useModel('auth');
  const resultsRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<Open>(null);
  const [dressingOpen, setDressingOpen] = useState(false);
  // Mounted from its first opening on, so it can animate closed and keep its preview.
  const [dressingMounted, setDressingMounted] = useState(false);

  const { data, loading, error, refresh } = useRequest(
    () => fetchShopItems({ keyword: state.keyword, category: state.category as ShopItem['category'], page: state.page, size: SHOP_PAGE_SIZE }),
    { refreshDeps: [state.keyword, state.category, state.page, intl.locale], onSuccess: dropStartCounts, onError: shownOnPage },
  );
  // The results (a page of 24 cards) are drawn as a transition: React renders them in short
  // slices, so the page answers a tap meanwhile, instead of in one long task when the answer
  // comes. The filter and its button follow the answer at once.
  const results = useDeferredValue(useMemo(() => ({ data, loading, error }), [data, loading, error]));
  const posters = useRequest(fetchPosters, { refreshDeps: [intl.locale], onError: shownOnPage });
  const room = useRequest(fetchDressingRoom, { ready: isAuthenticated, refreshDeps: [isAuthenticated, intl.locale], onError: shownOnPage });
  const roomIds = new Set((isAuthenticated ? room.data?.items : undefined)?.map((i) => i.id) ?? []);

  const go = (next: Partial<ShopBrowseState>, replace = false) => {
    const search = shopQueryString({ ...state, ...next });
    if (replace) history.replace({ pathname: SHOP_PATH, search });
    else history.push({ pathname: SHOP_PATH, search });
  };

  /** Runs `action` for a logged-in visitor; a guest is told to log in and sent to the login page. */
  const requireLogin = useCallback(
    (action?: () => void) => {
      if (isAuthenticated) {
        action?.();
        return true;
      }
      toast.error(intl.formatMessage({ id: 'shop.loginFirst' }));
      history.push(loginUrlFrom(SHOP_PATH, location.search));
      return false;
    },
    [isAuthenticated, intl, location.search],
  );

  // /shop?orders=1 for a guest: log in first, then back to the orders.
  useEffect(() => {
    if (state.orders && !authLoading && !isAuthenticated) requireLogin();
  }, [state.orders, authLoading, isAuthenticated, requireLogin]);

  const show = (kind: 'buy' | 'gift' | 'details', item: ShopItem) => {
    openCounter += 1;
    setOpen({ kind, item, key: openCounter });
  };
  const closeDialog = () => setOpen((o) => (o ? { ...o, kind: o.kind, item: o.item, key: -o.key } : o));
  const afterOrder = (_result: ShopOrderResult) => {
    void refreshUser();
  };
  const showOrders = () => {
    setOpen(null);
    requireLogin(() => go({ orders: true }));
  };

  // Dressing-room edits, one at a time: each answer is the whole room; `done` says what changed.
  const roomEdit = useSubmit((call: () => Promise<typeof room.data>, _done?: () => void) => call(), {
    onSuccess: (next, [, done]) => {
      room.mutate(next);
      done?.();
    },
    onError: (e) => {
      toast.error(isApiError(e) ? e.message : t('shop.dressing.failed'));
      room.refresh();
    },
  });
  const roomBusy = roomEdit.loading;
  const roomChange = (call: () => Promise<typeof room.data>) => void roomEdit.submit(call);
  const tryOn = (item: ShopItem) => {
    if (!requireLogin()) return;
    if (roomIds.has(item.id)) {
      void roomEdit.submit(() => removeFromDressingRoom(item.id), () => toast(t('shop.dressing.removed')));
      return;
    }
    const current = room.data;
    if (current && current.items.length >= current.capacity) {
      toast.error(t('shop.dressing.full'));
      return;
    }
    void roomEdit.submit(() => addToDressingRoom(item.id), () => toast.success(t('shop.dressing.added', { name: item.name })));
  };

  const onPage = (page: number) => {
    go({ page });
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  let content;
  const shown = results.data;
  if (results.loading && !shown) {
    content = (
      <div className={styles.results} aria-busy="true" data-testid="shop-loading">
        <ul className={styles.grid}>
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <div className={styles.card}>
                <Skeleton.Avatar active shape="square" size={96} style={{ display: 'block', margin: '8px auto' }} />
                <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 2, width: ['40%', '55%'] }} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (results.error && !results.loading) {
    content = (
      <div className={styles.state} role="alert" data-testid="shop-error">
        <WarningOutlined className={styles.stateIcon} aria-hidden="true" />
        <p>{t('shop.results.loadFailed')}</p>
        <Button type="primary" icon={<ReloadOutlined />} onClick={refresh} data-testid="shop-retry">
          {t('shop.results.retry')}
        </Button>
      </div>
    );
  } else if (!shown || shown.items.length === 0) {
    content = (
      <div className={styles.state} data-testid="shop-empty">
        <Empty description={<span className={styles.emptyText}>{t('shop.results.empty')}</span>} />
        <p className={styles.emptyHint}>{t('shop.results.emptyHint')}</p>
      </div>
    );
  } else {
    content = (
      <section className={styles.results} aria-label={t('shop.results.label')} aria-busy={results.loading || undefined} data-testid="shop-results">
        <div className={styles.resultsHead}>
          <h2 className={styles.resultsTitle}>{state.category ? t(state.category === 'Site' ? 'shop.category.Site' : `category.${state.category}`) : t('shop.results.label')}</h2>
          <span className={styles.resultsCount} data-testid="shop-total">
            {t('shop.results.count', { total: shown.total })}
          </span>
        </div>
        <ul className={styles.grid}>
          {shown.items.map((item) => (
            <li key={item.id}>
              <ItemCard
                item={item}
                onBuy={(i) => requireLogin(() => show('buy', i))}
                onGift={(i) => requireLogin(() => show('gift', i))}
                onDetails={(i) => show('details', i)}
                onTryOn={tryOn}
                inDressingRoom={roomIds.has(item.id)}
              />
            </li>
          ))}
        </ul>
        <Pager current={state.page} pageSize={SHOP_PAGE_SIZE} total={shown.total} onChange={onPage} />
      </section>
    );
  }

  const balance = isAuthenticated && user ? user : null;
  // Before the auth model's first check, the stored tokens tell whether the visitor is logged in.
  const signedIn = authLoading ? getTokenState().isAuthenticated : isAuthenticated;
  const dialogOpen = (kind: string) => open !== null && open.kind === kind && open.key > 0;
  const roomCount = room.data?.items.length ?? 0;

  return (
    <div className={styles.page} data-testid="shop-page">
      <PageBanner title={t('shop.title')} subtitle={t('shop.subtitle')} icon={<ShopFilled />} tone="sunset">
        <div className={styles.bannerBar}>
          {signedIn ? (
            // A logged-in visitor whose account has not answered yet sees the chips, their amounts
            // pending, so the bar does not rewrap when the balances come. (On a phone the chips are
            // grid tiles, the amount under the name: no amount can rewrap them.)
            <span
              role="group"
              aria-label={t('shop.balance.label')}
              aria-busy={!balance}
              className={styles.balances}
              data-testid={balance ? 'shop-balance' : 'shop-balance-pending'}
            >
              {CURRENCIES.map((c) => (
                <span key={c} className={styles.balanceChip} data-testid={balance ? `shop-balance-${c}` : undefined}>
                  <CurrencyTag currency={c} />
                  <span className={styles.balanceAmount}>
                    {balance ? intl.formatNumber(balance[BALANCE_FIELD[c]] ?? 0) : <span className={styles.pendingAmount} />}
                  </span>
                </span>
              ))}
            </span>
          ) : (
            !authLoading && <p className={styles.loginHint}>{t('shop.balance.loginHint')}</p>
          )}
          <span className={styles.bannerActions}>
            <Button icon={<SkinOutlined />} onClick={() => requireLogin(() => {
              setDressingMounted(true);
              setDressingOpen(true);
            })} data-testid="shop-open-dressing">
              {t('shop.dressing.open')}
              {isAuthenticated && room.data ? (
                ` ${t('shop.dressing.capacity', { count: roomCount, capacity: room.data.capacity })}`
              ) : signedIn ? (
                // Until the room has answered, the count's place is kept, so the bar does not rewrap when it comes.
                <span className={styles.pendingCount} aria-hidden="true">{` ${t('shop.dressing.capacity', { count: 0, capacity: SHOP_DRESSING_ROOM_CAPACITY })}`}</span>
              ) : null}
            </Button>
            <Button icon={<ShoppingOutlined />} onClick={showOrders} data-testid="shop-open-orders">
              {t('shop.orders.open')}
            </Button>
          </span>
        </div>
      </PageBanner>
      <div className={styles.container}>
        {(posters.loading || (posters.data && posters.data.length > 0)) && (
          posters.data && posters.data.length > 0 ? (
            <PosterCarousel posters={posters.data} />
          ) : (
            <div className={styles.posters} aria-hidden="true">
              <div className={styles.posterSkeleton} />
            </div>
          )
        )}
        <ShopFilter
          keyword={state.keyword}
          category={state.category}
          counts={data?.categories ?? (state.keyword ? null : startCounts())}
          // The first load shows the cards' skeleton; the button spins for a search or a page
          // change. (Its spinner's exit measures the button, a forced layout of the whole page
          // in the same task as the first cards.)
          loading={loading && Boolean(data)}
          onSearch={(keyword) => go({ keyword, page: 1 })}
          onCategory={(category) => go({ category, page: 1 })}
        />
        <div ref={resultsRef} className={styles.resultsAnchor}>
          {content}
        </div>
      </div>

      <Suspense fallback={null}>
        {open?.kind === 'buy' && (
          <BuyDialog key={Math.abs(open.key)} item={open.item} open={dialogOpen('buy')} balance={balance} onClose={closeDialog} onDone={afterOrder} onShowOrders={showOrders} />
        )}
        {open?.kind === 'gift' && (
          <GiftDialog key={Math.abs(open.key)} item={open.item} open={dialogOpen('gift')} balance={balance} onClose={closeDialog} onDone={afterOrder} onShowOrders={showOrders} />
        )}
        {open?.kind === 'details' && <ItemDetails key={Math.abs(open.key)} item={open.item} open={dialogOpen('details')} onClose={closeDialog} />}
        {isAuthenticated && dressingMounted && (
          <DressingRoom
            open={dressingOpen}
            onClose={() => setDressingOpen(false)}
            room={room.data ?? null}
            loading={room.loading}
            loadFailed={Boolean(room.error) && !room.data}
            onReload={room.refresh}
            busy={roomBusy}
            onRemove={(item) => roomChange(() => removeFromDressingRoom(item.id))}
            onClear={() => roomChange(clearDressingRoom)}
          />
        )}
        {isAuthenticated && state.orders && <MyOrders open onClose={() => go({ orders: false }, true)} />}
      </Suspense>
    </div>
  );
}
