/**
 * Web item shop: the browse state in the URL, availability on the cards (reason shown, buy
 * disabled), guests sent to log in, the buy dialog's quantity bounds, total and remaining
 * balance, the idempotency key kept across a retry and a double click, and the gift dialog's
 * required fields, birthday format, confirmation step and retry after a refusal.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { router, setModels } from '../../support/umi-max';
import { translate, type Lang } from '../../../locales';
import { SHOP_COUNTS_ID, shopCountsData } from '../../../config/shopCounts';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('@/lib/toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), loading: vi.fn(), custom: vi.fn(), dismiss: vi.fn() });
  return { default: toast, toast };
});
vi.mock('@/services/shop', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/services/shop')>();
  return {
    ...real,
    fetchShopItems: vi.fn(),
    fetchPosters: vi.fn(async () => []),
    fetchDressingRoom: vi.fn(async () => ({ capacity: 12, items: [] })),
    addToDressingRoom: vi.fn(),
  };
});
vi.mock('@/services/shopOrders', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/services/shopOrders')>();
  return { ...real, fetchMyCharacters: vi.fn(), purchase: vi.fn(), sendGift: vi.fn() };
});

const shop = { ...(await import('@/services/shop')), ...(await import('@/services/shopOrders')) } as unknown as Record<string, ReturnType<typeof vi.fn>>;
const { toast } = (await import('@/lib/toast')) as unknown as { toast: { error: ReturnType<typeof vi.fn>; success: ReturnType<typeof vi.fn> } };
const { ApiError } = await import('../../../src/services/client');
const { default: ShopPage } = await import('../../../src/pages/shop/index');
const { default: BuyDialog } = await import('../../../src/pages/shop/dialogs/BuyDialog');
const { default: GiftDialog } = await import('../../../src/pages/shop/dialogs/GiftDialog');
const state = await import('../../../src/pages/shop/shopState');
const rules = await import('../../../src/pages/shop/dialogs/orderRules');
const { pagesToShow } = await import('../../../src/pages/shop/components/Pager');
const fx = await import('../../../src/pages/shop/components/fixtures');

const t = (lang: Lang, id: string, values?: Record<string, string | number>) => translate(lang, id, values);
const balance = fx.sampleBalance;

beforeEach(() => {
  setAuth({});
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  for (const fn of Object.values(shop)) if (typeof fn === 'function' && 'mockClear' in fn) fn.mockClear();
  shop.fetchShopItems.mockImplementation(async ({ page = 1 }: { page?: number }) => ({
    items: fx.sampleItems,
    total: fx.sampleItems.length,
    page,
    size: 24,
    categories: fx.sampleCategories,
  }));
  shop.fetchMyCharacters.mockResolvedValue(fx.sampleCharacters);
  toast.error.mockClear();
  toast.success.mockClear();
});
const loggedOut = { isAuthenticated: false, isLoading: false, user: null, refreshUser: async () => null };
const setAuth = (auth: Record<string, unknown>) => setModels({ auth: { ...loggedOut, ...auth } });


describe('shop rules', () => {
  it('keeps keyword, a known category, page and the orders drawer in the URL', () => {
    expect(state.parseShopQuery('?keyword=%20hat%20&category=Cap&page=3')).toEqual({ keyword: 'hat', category: 'Cap', page: 3, orders: false });
    expect(state.parseShopQuery('?category=Bogus&page=-1&orders=1')).toEqual({ keyword: '', category: '', page: 1, orders: true });
    expect(state.shopQueryString({ keyword: 'hat', category: 'Site', page: 2 })).toBe('?keyword=hat&category=Site&page=2');
    expect(state.shopQueryString({ keyword: ' ', category: '', page: 1, orders: false })).toBe('');
  });

  it('bounds the quantity to 1..maxQuantity (1 when not stackable) and computes total and what is left', () => {
    expect(rules.clampQuantity(fx.samplePotion, 9)).toBe(5);
    expect(rules.clampQuantity(fx.samplePotion, 0)).toBe(1);
    expect(rules.clampQuantity(fx.samplePotion, 2.7)).toBe(2);
    expect(rules.clampQuantity(fx.sampleHat, 4)).toBe(1);
    expect(rules.orderTotal(fx.samplePotion, 3)).toBe(900);
    expect(rules.remainingAfter(balance, 'maple_point', 900)).toBe(2300);
    expect(rules.remainingAfter(balance, 'nx_credit', 200000)).toBe(-75000);
    expect(rules.remainingAfter(null, 'nx_credit', 10)).toBeNull();
  });

  it('accepts only real dates written YYYY-MM-DD as birthdays', () => {
    expect(rules.isBirthday('1995-04-23')).toBe(true);
    expect(rules.isBirthday('2000-02-29')).toBe(true);
    for (const bad of ['1995-4-23', '1995/04/23', '1995-02-30', '1995-13-01', '23-04-1995', '']) expect(rules.isBirthday(bad)).toBe(false);
  });

  it('words the expiration: permanent, days, hours', () => {
    expect(t('en-US', state.expirationMessage({ unit: 'permanent', value: 0 }).id)).toBe('Permanent');
    const week = state.expirationMessage({ unit: 'days', value: 7 });
    expect(week).toEqual({ id: 'shop.expiration.days', values: { count: 7 } });
  });

  it('pages: first, last and the neighbours of the current one, with gaps', () => {
    expect(pagesToShow(1, 1)).toEqual([1]);
    expect(pagesToShow(1, 3)).toEqual([1, 2, 3]);
    expect(pagesToShow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pagesToShow(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('makes idempotency keys the API accepts, a new one each time', () => {
    const a = rules.newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(rules.newIdempotencyKey()).not.toBe(a);
  });
});

describe('shop page', () => {
  it('shows price, currency, duration and availability; an unavailable item says why and cannot be bought', async () => {
    router.reset('/shop', 'en-US');
    render(<ShopPage />);
    await waitFor(() => expect(screen.getAllByTestId('shop-card')).toHaveLength(fx.sampleItems.length));
    const cards = screen.getAllByTestId('shop-card');
    const coat = cards[1];
    expect(within(coat).getByTestId('shop-card-price')).toHaveTextContent('2,500');
    expect(within(coat).getByTestId('shop-currency')).toHaveTextContent('NX Credit');
    expect(within(coat).getByTestId('shop-card-expiration')).toHaveTextContent('7 days');
    expect(within(coat).getByTestId('shop-card-badge')).toHaveTextContent('On sale');
    expect(within(coat).getByTestId('shop-buy')).toBeEnabled();
    expect(within(cards[3]).getByTestId('shop-card-expiration')).toHaveTextContent('12 hours');

    const soldOut = cards[5];
    expect(within(soldOut).getByTestId('shop-card-reason')).toHaveTextContent('Sold out');
    expect(within(soldOut).getByTestId('shop-buy')).toBeDisabled();
    expect(within(soldOut).getByTestId('shop-gift')).toBeDisabled();
    expect(within(cards[6]).getByTestId('shop-card-reason')).toHaveTextContent('Coming soon');
    expect(within(cards[7]).getByTestId('shop-card-reason')).toHaveTextContent('Sale ended');
    // Only wearable items get the dressing-room hanger.
    expect(within(coat).getByTestId('shop-card-tryon')).toBeInTheDocument();
    expect(within(cards[2]).queryByTestId('shop-card-tryon')).toBeNull();
  });

  it('puts the category and the keyword in the URL and asks the server for them', async () => {
    router.reset('/shop', 'zh-TW');
    render(<ShopPage />);
    await waitFor(() => expect(screen.getAllByTestId('shop-card').length).toBeGreaterThan(0));
    expect(screen.getByTestId('shop-cat-Cap')).toHaveTextContent(t('zh-TW', 'category.Cap'));
    fireEvent.click(screen.getByTestId('shop-cat-Cap'));
    expect(router.url).toBe('/shop?category=Cap');
    await waitFor(() => expect(shop.fetchShopItems).toHaveBeenLastCalledWith({ keyword: '', category: 'Cap', page: 1, size: 24 }));
    fireEvent.change(screen.getByTestId('shop-keyword').querySelector('input') ?? screen.getByTestId('shop-keyword'), { target: { value: '1002140' } });
    fireEvent.click(screen.getByTestId('shop-search'));
    expect(router.url).toBe('/shop?keyword=1002140&category=Cap');
    await waitFor(() => expect(shop.fetchShopItems).toHaveBeenLastCalledWith({ keyword: '1002140', category: 'Cap', page: 1, size: 24 }));
  });

  it('the first load shows the cards\' skeleton and a still search button; a search spins the button until its answer', async () => {
    const answer = (items: typeof fx.sampleItems) => ({ items, total: items.length, page: 1, size: 24, categories: fx.sampleCategories });
    let first!: () => void;
    shop.fetchShopItems.mockImplementationOnce(() => new Promise((resolve) => (first = () => resolve(answer(fx.sampleItems)))));
    router.reset('/shop', 'en-US');
    render(<ShopPage />);
    expect(screen.getByTestId('shop-loading')).toBeInTheDocument();
    expect(screen.getByTestId('shop-search')).not.toHaveClass('ant-btn-loading');
    await act(async () => first());
    await waitFor(() => expect(screen.getAllByTestId('shop-card')).toHaveLength(fx.sampleItems.length));
    let second!: () => void;
    shop.fetchShopItems.mockImplementationOnce(() => new Promise((resolve) => (second = () => resolve(answer(fx.sampleItems.slice(0, 1))))));
    fireEvent.change(screen.getByTestId('shop-keyword'), { target: { value: 'hat' } });
    fireEvent.click(screen.getByTestId('shop-search'));
    await waitFor(() => expect(screen.getByTestId('shop-search')).toHaveClass('ant-btn-loading'));
    // The cards of the last answer stay until the new ones come.
    expect(screen.getAllByTestId('shop-card')).toHaveLength(fx.sampleItems.length);
    await act(async () => second());
    await waitFor(() => expect(screen.getAllByTestId('shop-card')).toHaveLength(1));
    expect(screen.getByTestId('shop-search')).not.toHaveClass('ant-btn-loading');
  });

  it('pages through the URL with the pager', async () => {
    shop.fetchShopItems.mockImplementation(async ({ page = 1 }: { page?: number }) => ({ items: fx.sampleItems, total: 60, page, size: 24, categories: fx.sampleCategories }));
    router.reset('/shop?category=Cap', 'en-US');
    render(<ShopPage />);
    await waitFor(() => expect(screen.getByTestId('shop-pager')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(router.url).toBe('/shop?category=Cap&page=3');
    await waitFor(() => expect(shop.fetchShopItems).toHaveBeenLastCalledWith({ keyword: '', category: 'Cap', page: 3, size: 24 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled());
  });

  it('shows the error state with a retry that loads again', async () => {
    shop.fetchShopItems.mockRejectedValueOnce(new ApiError(-1, 0, 'network'));
    router.reset('/shop', 'en-US');
    render(<ShopPage />);
    await waitFor(() => expect(screen.getByTestId('shop-error')).toHaveTextContent('Could not load the shop'));
    fireEvent.click(screen.getByTestId('shop-retry'));
    await waitFor(() => expect(screen.getAllByTestId('shop-card')).toHaveLength(fx.sampleItems.length));
  });

  it('a guest who clicks buy, gift or the hanger is told to log in and sent to the login page, coming back to the shop', async () => {
    for (const button of ['shop-buy', 'shop-gift', 'shop-card-tryon']) {
      cleanup();
      router.reset('/shop?category=Cap', 'en-US');
      render(<ShopPage />);
      await waitFor(() => expect(screen.getAllByTestId('shop-card').length).toBeGreaterThan(0));
      fireEvent.click(within(screen.getAllByTestId('shop-card')[0]).getByTestId(button));
      expect(toast.error).toHaveBeenLastCalledWith('Please login first');
      expect(router.url).toBe(`/auth/login?from=${encodeURIComponent('/shop?category=Cap')}`);
    }
    expect(screen.queryByTestId('shop-buy-dialog')).toBeNull();
    expect(shop.addToDressingRoom).not.toHaveBeenCalled();
  });

  it('draws the filter with the counts the page came with while the first items load, then follows the answers', async () => {
    let answer!: () => void;
    shop.fetchShopItems.mockImplementationOnce(
      () => new Promise((resolve) => (answer = () => resolve({ items: fx.sampleItems, total: 9, page: 1, size: 24, categories: fx.sampleCategories }))),
    );
    document.head.insertAdjacentHTML('beforeend', shopCountsData([{ category: 'Cap', count: 7 }, { category: 'Pet', count: 2 }]));
    router.reset('/shop', 'en-US');
    render(<ShopPage />);
    expect(screen.getByTestId('shop-loading')).toBeInTheDocument();
    const chips = () => within(screen.getByTestId('shop-filter')).getAllByRole('button').filter((b) => b.dataset.testid?.startsWith('shop-cat-'));
    // Only the categories that have items, with their numbers, before any answer.
    expect(screen.getByTestId('shop-cat-all')).toHaveTextContent('All9');
    expect(screen.getByTestId('shop-cat-Cap')).toHaveTextContent('7');
    expect(screen.getByTestId('shop-cat-Pet')).toHaveTextContent('2');
    expect(screen.queryByTestId('shop-cat-Weapon')).toBeNull();
    expect(chips()).toHaveLength(3);
    await act(async () => answer());
    await waitFor(() => expect(screen.getByTestId('shop-cat-Cap')).toHaveTextContent('3'));
    expect(screen.queryByTestId('shop-cat-Pet')).toBeNull();
    expect(screen.getByTestId('shop-cat-Weapon')).toBeInTheDocument();
    expect(document.getElementById(SHOP_COUNTS_ID)).toBeNull();
    // Another visit within the app does not show the page's counts again.
    cleanup();
    shop.fetchShopItems.mockImplementationOnce(() => new Promise(() => {}));
    render(<ShopPage />);
    expect(screen.queryByText('7')).toBeNull();
    expect(screen.getByTestId('shop-cat-Weapon')).toBeInTheDocument();
  });

  it('a logged-in player whose account has not answered yet gets no "log in" hint but the balance chips, amounts pending', async () => {
    setAuth({ isAuthenticated: true, user: null });
    router.reset('/shop', 'en-US');
    render(<ShopPage />);
    await waitFor(() => expect(screen.getAllByTestId('shop-card').length).toBeGreaterThan(0));
    expect(screen.queryByText('Log in to see your balance and buy.')).toBeNull();
    expect(screen.queryByTestId('shop-balance')).toBeNull();
    const pending = screen.getByRole('group', { name: 'Your balance' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(within(pending).getAllByTestId('shop-currency').map((c) => c.getAttribute('data-currency'))).toEqual(['nx_credit', 'maple_point', 'vote_points', 'reward_points']);
    expect(pending).toHaveTextContent('NX Credit');
    expect(pending).not.toHaveTextContent(/\d/);
  });

  it('a logged-in player sees the balance and opens the buy dialog', async () => {
    setAuth({ isAuthenticated: true, user: { ...balance, username: 'demo01' } });
    router.reset('/shop', 'en-US');
    render(<ShopPage />);
    await waitFor(() => expect(screen.getAllByTestId('shop-card').length).toBeGreaterThan(0));
    expect(screen.getByTestId('shop-balance-nx_credit')).toHaveTextContent('125,000');
    fireEvent.click(within(screen.getAllByTestId('shop-card')[0]).getByTestId('shop-buy'));
    expect(await screen.findByText('Buy Wizet Invincible Hat')).toBeInTheDocument();
    expect(router.url).toBe('/shop');
  });
});

async function openBuy(item = fx.samplePotion, lang: Lang = 'en-US', onDone = vi.fn(), have = balance) {
  router.reset('/shop', lang);
  render(<BuyDialog item={item} open balance={have} onClose={vi.fn()} onDone={onDone} />);
  await waitFor(() => expect(screen.getByTestId('shop-character')).toHaveTextContent('MapleHero'));
  return onDone;
}

describe('buy dialog', () => {
  it('computes the total and the balance left as the quantity changes, within 1..maxQuantity', async () => {
    await openBuy();
    const quantity = screen.getByTestId('shop-buy-quantity') as HTMLInputElement;
    expect(screen.getByText('1 to 5')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-valuemax', '5');
    expect(quantity).toHaveAttribute('aria-valuemin', '1');
    fireEvent.change(quantity, { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('shop-total')).toHaveTextContent('900'));
    expect(screen.getByTestId('shop-have')).toHaveTextContent('3,200');
    expect(screen.getByTestId('shop-left')).toHaveTextContent('2,300');
    // Above the maximum: the box comes back to the maximum.
    fireEvent.change(quantity, { target: { value: '9' } });
    fireEvent.blur(quantity);
    await waitFor(() => expect(quantity).toHaveValue('5'));
    await waitFor(() => expect(screen.getByTestId('shop-total')).toHaveTextContent('1,500'));
  });

  it('says when the balance is not enough and does not let the order go', async () => {
    await openBuy({ ...fx.sampleCoat, price: 200000 });
    expect(screen.getByTestId('shop-left')).toHaveTextContent('-75,000');
    expect(screen.getByTestId('shop-not-enough')).toHaveTextContent('Not enough NX Credit');
    expect(screen.getByTestId('shop-buy-confirm')).toBeDisabled();
  });

  it('shows the server reason on failure and retries with the same idempotency key; a double click buys once', async () => {
    let release: () => void = () => undefined;
    shop.purchase
      .mockImplementationOnce(() => new Promise((_, reject) => (release = () => reject(new ApiError(40905, 409, 'Please leave the game first')))))
      .mockResolvedValueOnce(fx.sampleResult);
    const onDone = await openBuy(fx.sampleHat);
    const confirm = screen.getByTestId('shop-buy-confirm');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(shop.purchase).toHaveBeenCalledTimes(1));
    await act(async () => release());
    expect(await screen.findByTestId('shop-buy-failed')).toHaveTextContent('Purchase failed');
    expect(screen.getByTestId('shop-buy-failed')).toHaveTextContent('Please leave the game first');
    expect(screen.getByTestId('shop-buy-confirm')).toHaveTextContent('Try again');
    fireEvent.click(screen.getByTestId('shop-buy-confirm'));
    await waitFor(() => expect(shop.purchase).toHaveBeenCalledTimes(2));
    const [first, second] = shop.purchase.mock.calls.map((c) => c[0]);
    expect(first).toEqual({ shopItemId: 1, characterId: 1, quantity: 1, idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(await screen.findByTestId('shop-order-id')).toHaveTextContent('Order #42');
    expect(screen.getByTestId('shop-new-balance')).toHaveTextContent('123,800 NX Credit');
    expect(onDone).toHaveBeenCalledWith(fx.sampleResult);
  });

  it('another opening of the dialog gets a new key', async () => {
    shop.purchase.mockResolvedValue(fx.sampleResult);
    await openBuy(fx.sampleHat);
    fireEvent.click(screen.getByTestId('shop-buy-confirm'));
    await waitFor(() => expect(shop.purchase).toHaveBeenCalledTimes(1));
    document.body.innerHTML = '';
    await openBuy(fx.sampleHat);
    fireEvent.click(screen.getByTestId('shop-buy-confirm'));
    await waitFor(() => expect(shop.purchase).toHaveBeenCalledTimes(2));
    expect(shop.purchase.mock.calls[1][0].idempotencyKey).not.toBe(shop.purchase.mock.calls[0][0].idempotencyKey);
  });

  it('shows the invite code an invite purchase issued', async () => {
    shop.purchase.mockResolvedValueOnce(fx.sampleInviteResult);
    await openBuy(fx.sampleInvite, 'en-US', vi.fn(), { ...balance, rewardPoints: 500 });
    fireEvent.click(screen.getByTestId('shop-buy-confirm'));
    expect(await screen.findByTestId('shop-invite-code')).toHaveTextContent('MAPLE2026');
    expect(screen.getByText(t('en-US', 'shop.buy.inviteHint'))).toBeInTheDocument();
  });

  it('"failed to load character list" with a retry', async () => {
    shop.fetchMyCharacters.mockRejectedValueOnce(new ApiError(-1, 0, 'network'));
    router.reset('/shop', 'zh-TW');
    render(<BuyDialog item={fx.sampleHat} open balance={balance} onClose={vi.fn()} />);
    expect(await screen.findByTestId('shop-characters-failed')).toHaveTextContent(t('zh-TW', 'shop.character.loadFailed'));
    fireEvent.click(screen.getByTestId('shop-characters-retry'));
    await waitFor(() => expect(screen.getByTestId('shop-character')).toHaveTextContent('MapleHero'));
  });
});

/** Types a date into an antd DatePicker and confirms it with Enter. */
function typeDate(testId: string, value: string) {
  const input = screen.getByTestId(testId).querySelector('input') ?? (screen.getByTestId(testId) as HTMLInputElement);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

describe('gift dialog', () => {
  it('requires the receiver and both birthdays, confirms that a gift cannot be undone, then sends', async () => {
    shop.sendGift.mockRejectedValueOnce(new ApiError(40906, 409, 'The receiver or a birthday is wrong', null, 'receiver')).mockResolvedValueOnce({
      ...fx.sampleResult,
      order: { ...fx.sampleOrder, type: 'gift_sent', counterpart: 'Friend01', characterName: 'Friend01' },
    });
    router.reset('/shop', 'en-US');
    render(<GiftDialog item={fx.sampleHat} open balance={balance} onClose={vi.fn()} />);
    await screen.findByTestId('shop-gift-receiver');
    fireEvent.click(screen.getByTestId('shop-gift-next'));
    expect(await screen.findByText('Enter the receiver\'s character name.', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getAllByText('Enter the birthday as YYYY-MM-DD.')).toHaveLength(2);
    expect(shop.sendGift).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('shop-gift-receiver'), { target: { value: 'Friend01' } });
    typeDate('shop-gift-receiver-birthday', '1999-09-09');
    typeDate('shop-gift-sender-birthday', '2000-01-01');
    fireEvent.change(screen.getByTestId('shop-gift-message'), { target: { value: 'Enjoy!' } });
    fireEvent.click(screen.getByTestId('shop-gift-next'));
    const confirm = await screen.findByTestId('shop-gift-confirm');
    expect(confirm).toHaveTextContent('cannot be undone');
    expect(confirm).toHaveTextContent('Wizet Invincible Hat × 1 to Friend01');

    fireEvent.click(screen.getByTestId('shop-gift-send'));
    expect(await screen.findByTestId('shop-gift-failed')).toHaveTextContent('Gift failed, retry');
    expect(screen.getByTestId('shop-gift-failed')).toHaveTextContent('The receiver or a birthday is wrong');
    // Back at the form with what was typed, both receiver fields marked as one (the server does not say which).
    expect(screen.getByTestId('shop-gift-receiver')).toHaveValue('Friend01');
    const itemOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item')!;
    for (const id of ['shop-gift-receiver', 'shop-gift-receiver-birthday']) {
      await waitFor(() => expect(itemOf(id)).toHaveTextContent("Check the receiver's name and birthday."));
    }
    expect(itemOf('shop-gift-sender-birthday')).not.toHaveTextContent("Check the receiver's name and birthday.");
    // Fix the birthday (the mark leaves both fields) and send again with the same key.
    typeDate('shop-gift-receiver-birthday', '1999-09-10');
    for (const id of ['shop-gift-receiver', 'shop-gift-receiver-birthday']) {
      await waitFor(() => expect(itemOf(id)).not.toHaveTextContent("Check the receiver's name and birthday."));
    }
    fireEvent.click(screen.getByTestId('shop-gift-next'));
    fireEvent.click(await screen.findByTestId('shop-gift-send'));
    await waitFor(() => expect(shop.sendGift).toHaveBeenCalledTimes(2));
    const [first, second] = shop.sendGift.mock.calls.map((c) => c[0]);
    expect(first).toEqual({
      shopItemId: 1,
      quantity: 1,
      receiverName: 'Friend01',
      receiverBirthday: '1999-09-09',
      senderBirthday: '2000-01-01',
      message: 'Enjoy!',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(second.receiverBirthday).toBe('1999-09-10');
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(await screen.findByTestId('shop-order-text')).toHaveTextContent('was sent to Friend01');
  });
});
