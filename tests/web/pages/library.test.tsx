/**
 * Library page: the search lives in the URL (keyword, categories, page; Back restores it),
 * the form's rule (a keyword and at least one category, no request otherwise), results,
 * empty and error states, the detail card (attack speed words, monster stats), the
 * sources' links, and the category glyph when a picture is missing or fails.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { history, router } from '../../support/umi-max';
import { translate, type Lang } from '../../../locales';
import type { LibrarySearchItem } from '../../../src/services/library';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('@/services/library', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/services/library')>();
  return { ...real, searchLibrary: vi.fn(), fetchLibraryEntry: vi.fn(), fetchLibrarySources: vi.fn() };
});

const { searchLibrary, fetchLibraryEntry, fetchLibrarySources } = (await import('@/services/library')) as unknown as {
  searchLibrary: ReturnType<typeof vi.fn>;
  fetchLibraryEntry: ReturnType<typeof vi.fn>;
  fetchLibrarySources: ReturnType<typeof vi.fn>;
};
const { ApiError } = await import('../../../src/services/client');
const { default: LibraryPage } = await import('../../../src/pages/library/index');
const { default: LibraryDetailPage } = await import('../../../src/pages/library/detail/index');
const { default: LibraryImage } = await import('../../../src/pages/library/components/LibraryImage');
const { attackSpeedLabel } = await import('../../../src/pages/library/attackSpeed');
const { parseLibraryQuery, libraryQueryString } = await import('../../../src/pages/library/libraryState');
const fx = await import('../../../src/pages/library/components/fixtures');

const t = (lang: Lang, id: string, values?: Record<string, string | number>) => translate(lang, id, values);

/** A fake server: `total` snails, 20 per page. */
function serve(total: number) {
  searchLibrary.mockImplementation(async ({ keyword, page = 1, size = 20 }: { keyword: string; page?: number; size?: number }) => {
    const all: LibrarySearchItem[] = Array.from({ length: total }, (_, i) => ({
      kind: 'mob',
      id: 100100 + i,
      category: 'Mob',
      name: `${keyword} ${i + 1}`,
      level: i + 1,
      icon: null,
    }));
    return { items: all.slice((page - 1) * size, page * size), total, page, size };
  });
}

const names = () => screen.getAllByTestId('library-result').map((a) => a.querySelector('span span')?.textContent);

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  searchLibrary.mockReset();
  fetchLibraryEntry.mockReset();
  fetchLibrarySources.mockReset();
});
afterEach(() => {
  router.reset('/');
  router.params = {};
});

describe('library search state', () => {
  it('reads and writes keyword, categories (known ones, form order) and page', () => {
    expect(parseLibraryQuery('?keyword=%20snail%20&categories=Mob,Bogus,Etc&categories=Cap&page=3')).toEqual({
      keyword: 'snail',
      categories: ['Cap', 'Etc', 'Mob'],
      page: 3,
    });
    expect(parseLibraryQuery('?page=-2')).toEqual({ keyword: '', categories: [], page: 1 });
    expect(libraryQueryString({ keyword: '蝸牛', categories: ['Mob', 'Etc'], page: 1 })).toBe(`?keyword=${encodeURIComponent('蝸牛')}&categories=Mob,Etc`);
  });

  it('runs the search of a shared link, pages through the URL, and Back returns to the previous page', async () => {
    serve(45);
    router.reset('/library?keyword=snail&categories=Mob,Etc&page=2', 'en-US');
    render(<LibraryPage />);
    await waitFor(() => expect(screen.getAllByTestId('library-result')).toHaveLength(20));
    expect(searchLibrary).toHaveBeenLastCalledWith({ keyword: 'snail', categories: ['Etc', 'Mob'], page: 2, size: 20 });
    expect(names()[0]).toBe('snail 21');
    expect(screen.getByTestId('library-total')).toHaveTextContent('45 results');
    // The form shows the search of the URL.
    expect(screen.getByTestId('library-keyword')).toHaveValue('snail');
    expect(screen.getByTestId('library-cat-Mob')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('library-cat-Cap')).toHaveAttribute('aria-pressed', 'false');
    // Results are links to their own page, with category and level.
    const first = screen.getAllByTestId('library-result')[0];
    expect(first).toHaveAttribute('href', '/library/mob/100120');
    expect(within(first).getByTestId('library-result-category')).toHaveTextContent('Monster');
    expect(within(first).getByTestId('library-result-level')).toHaveTextContent('Lv. 21');

    fireEvent.click(screen.getByTitle('3'));
    expect(router.url).toBe('/library?keyword=snail&categories=Etc,Mob&page=3');
    await waitFor(() => expect(screen.getAllByTestId('library-result')).toHaveLength(5));
    expect(names()[0]).toBe('snail 41');

    act(() => history.back());
    expect(router.url).toBe('/library?keyword=snail&categories=Mob,Etc&page=2');
    await waitFor(() => expect(names()[0]).toBe('snail 21'));
  });

  it('a new search from the form goes into the URL at page 1 (a new history entry)', async () => {
    serve(3);
    router.reset('/library?keyword=snail&categories=Mob&page=2', 'zh-TW');
    render(<LibraryPage />);
    await waitFor(() => expect(searchLibrary).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByTestId('library-keyword'), { target: { value: '蝸牛' } });
    fireEvent.click(screen.getByTestId('library-cat-Etc'));
    fireEvent.click(screen.getByTestId('library-submit'));
    expect(router.url).toBe(`/library?keyword=${encodeURIComponent('蝸牛')}&categories=Etc,Mob`);
    expect(router.stack).toHaveLength(2);
    await waitFor(() => expect(searchLibrary).toHaveBeenLastCalledWith({ keyword: '蝸牛', categories: ['Etc', 'Mob'], page: 1, size: 20 }));
    await waitFor(() => expect(names()).toEqual(['蝸牛 1', '蝸牛 2', '蝸牛 3']));
  });
});

describe('library search rule', () => {
  it('without a keyword, or without a category, shows the rule and asks nothing', async () => {
    serve(3);
    router.reset('/library', 'en-US');
    render(<LibraryPage />);
    // Nothing searched on arrival; every category starts ticked.
    expect(screen.getByTestId('library-hint')).toBeInTheDocument();
    expect(screen.getByTestId('library-cat-Map')).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByTestId('library-submit'));
    expect(screen.getByTestId('library-rule')).toHaveTextContent(t('en-US', 'library.search.rule'));
    expect(screen.getByTestId('library-keyword')).toHaveAttribute('aria-invalid', 'true');

    // A keyword but no category: the rule again.
    fireEvent.change(screen.getByTestId('library-keyword'), { target: { value: 'snail' } });
    expect(screen.queryByTestId('library-rule')).toBeNull();
    for (const group of ['equipment', 'items', 'world']) fireEvent.click(screen.getByTestId(`library-group-all-${group}`));
    expect(screen.getByTestId('library-cat-Mob')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByTestId('library-submit'));
    expect(screen.getByTestId('library-rule')).toHaveTextContent(t('en-US', 'library.search.rule'));

    expect(searchLibrary).not.toHaveBeenCalled();
    expect(router.url).toBe('/library');

    // One category is enough.
    fireEvent.click(screen.getByTestId('library-cat-Mob'));
    fireEvent.click(screen.getByTestId('library-submit'));
    expect(router.url).toBe('/library?keyword=snail&categories=Mob');
    await waitFor(() => expect(searchLibrary).toHaveBeenCalledTimes(1));
  });

  it('the rule is translated (zh-TW)', () => {
    router.reset('/library?keyword=&categories=Mob', 'zh-TW');
    render(<LibraryPage />);
    fireEvent.click(screen.getByTestId('library-submit'));
    expect(screen.getByTestId('library-rule')).toHaveTextContent('請輸入名稱或 ID，並至少選擇一個分類。');
    expect(searchLibrary).not.toHaveBeenCalled();
  });
});

describe('library results states', () => {
  it('says when nothing matches, and offers a retry after an error', async () => {
    searchLibrary.mockResolvedValueOnce({ items: [], total: 0, page: 1, size: 20 });
    router.reset('/library?keyword=zzz&categories=Cap', 'en-US');
    const view = render(<LibraryPage />);
    expect(await screen.findByTestId('library-empty')).toHaveTextContent(t('en-US', 'library.results.empty'));
    view.unmount();

    serve(2);
    searchLibrary.mockRejectedValueOnce(new ApiError(-1, 0, 'network'));
    router.reset('/library?keyword=snail&categories=Mob', 'zh-TW');
    render(<LibraryPage />);
    const alert = await screen.findByTestId('library-error');
    expect(alert).toHaveTextContent(t('zh-TW', 'library.results.loadFailed'));
    fireEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(screen.getAllByTestId('library-result')).toHaveLength(2));
  });
});

describe('attack speed labels', () => {
  it('maps 2-15 from faster to slowest, the game’s words', () => {
    const labels = Array.from({ length: 14 }, (_, i) => attackSpeedLabel(i + 2));
    expect(labels).toEqual(['faster', 'faster', 'fast', 'fast', 'normal', 'slow', 'slow', 'slower', 'slowest', 'slowest', 'slowest', 'slowest', 'slowest', 'slowest']);
    expect(attackSpeedLabel(1)).toBe('fastest');
  });

  it('the weapon card shows the translated word with the number, and its other facts', async () => {
    fetchLibraryEntry.mockResolvedValue(fx.sampleSword);
    fetchLibrarySources.mockResolvedValue(fx.itemSources);
    router.reset('/library/item/1302000', 'en-US');
    router.params = { kind: 'item', id: '1302000' };
    render(<LibraryDetailPage />);
    await screen.findByTestId('library-detail');
    expect(fetchLibraryEntry).toHaveBeenCalledWith('item', '1302000');
    expect(screen.getByTestId('fact-attackSpeed')).toHaveTextContent('Fast (4)');
    expect(screen.getByTestId('fact-tuc')).toHaveTextContent('7');
    expect(screen.getByTestId('fact-inc-PAD')).toHaveTextContent('Weapon ATT+17');
    expect(screen.getByTestId('fact-maxLevel')).toHaveTextContent('30');
    expect(screen.getByTestId('fact-cash')).toHaveTextContent('No');
    expect(screen.getByTestId('fact-price')).toHaveTextContent('1 mesos');
    expect(screen.getByTestId('library-detail')).toHaveTextContent('劍');

    router.setLang('zh-TW');
    await waitFor(() => expect(screen.getByTestId('fact-attackSpeed')).toHaveTextContent('快（4）'));
  });
});

describe('library detail', () => {
  it('shows monster stats and links its drops and maps; Back returns to the search it came from', async () => {
    fetchLibraryEntry.mockResolvedValue(fx.sampleSnail);
    fetchLibrarySources.mockResolvedValue(fx.mobSources);
    router.reset('/library?keyword=snail&categories=Mob', 'en-US');
    history.push('/library/mob/100100', { fromList: '/library?keyword=snail&categories=Mob' });
    router.params = { kind: 'mob', id: '100100' };
    render(<LibraryDetailPage />);
    await screen.findByTestId('library-detail');
    for (const [key, value] of [['level', '1'], ['hp', '8'], ['watk', '12'], ['wdef', '0'], ['matk', '0'], ['mdef', '0'], ['exp', '3']]) {
      expect(screen.getByTestId(`fact-mob-${key}`)).toHaveTextContent(value);
    }
    const drops = await screen.findByTestId('sources-mobDrops');
    const links = within(drops).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/library/item/4000019', '/library/item/2000000', '/library/item/1302000']);
    expect(drops).toHaveTextContent('60%');
    expect(within(screen.getByTestId('sources-mapsFound')).getAllByRole('link')[1]).toHaveAttribute('href', '/library/map/104040000');

    fireEvent.click(screen.getByTestId('library-back'));
    expect(router.url).toBe('/library?keyword=snail&categories=Mob');
  });

  it("an item's drops link to the monster, its shops to the NPC", async () => {
    fetchLibraryEntry.mockResolvedValue(fx.samplePotion);
    fetchLibrarySources.mockResolvedValue(fx.itemSources);
    router.reset('/library/item/2000000', 'zh-TW');
    router.params = { kind: 'item', id: '2000000' };
    render(<LibraryDetailPage />);
    const drops = await screen.findByTestId('sources-drops');
    expect(within(drops).getAllByRole('link')[0]).toHaveAttribute('href', '/library/mob/100100');
    expect(within(screen.getByTestId('sources-npcShops')).getByRole('link')).toHaveAttribute('href', '/library/npc/11100');
    expect(screen.getByTestId('sources-cashShop')).toHaveTextContent('3,400 點');
    expect(screen.getByTestId('sources-quests')).toHaveTextContent(t('zh-TW', 'library.sources.role.asks'));
  });

  it('a missing entry says so', async () => {
    fetchLibraryEntry.mockRejectedValue(new ApiError(404, 404, 'Not found'));
    router.reset('/library/item/9', 'en-US');
    router.params = { kind: 'item', id: '9' };
    render(<LibraryDetailPage />);
    expect(await screen.findByTestId('library-not-found')).toHaveTextContent(t('en-US', 'library.detail.notFound'));

    router.params = { kind: 'spell', id: '1' };
    render(<LibraryDetailPage />);
    expect(screen.getAllByTestId('library-not-found')).toHaveLength(2);
    expect(fetchLibraryEntry).toHaveBeenCalledTimes(1);
  });
});

describe('pictures', () => {
  it('draws the category glyph when the picture fails to load or there is none', () => {
    const view = render(<LibraryImage src="https://maplestory.io/api/GMS/83/mob/100100/render/stand" category="Mob" name="Snail" size="large" />);
    const img = screen.getByTestId('library-image');
    expect(img).toHaveAttribute('alt', 'Snail');
    expect(screen.queryByTestId('library-glyph')).toBeNull();
    fireEvent.error(img);
    const glyph = screen.getByTestId('library-glyph');
    expect(glyph).toHaveAttribute('data-glyph', 'mob');
    expect(glyph).toHaveAccessibleName('Snail');
    expect(screen.queryByTestId('library-image')).toBeNull();
    view.unmount();

    render(<LibraryImage src={null} category="Consume" name="Red Potion" decorative />);
    expect(screen.getByTestId('library-glyph')).toHaveAttribute('data-glyph', 'potion');
    expect(screen.getByTestId('library-glyph')).toHaveAttribute('aria-hidden', 'true');
  });

  it("shows the category's outline in the frame while the picture is on its way, and not once it has come", () => {
    render(<LibraryImage src="https://maplestory.io/api/GMS/83/item/2000000/icon" category="Consume" name="Red Potion" size="large" />);
    const img = screen.getByTestId('library-image');
    const waiting = screen.getByTestId('library-image-waiting');
    expect(img.parentElement).toContainElement(waiting);
    expect(waiting).toHaveAttribute('aria-hidden', 'true');
    // The potion's outline, as the glyph draws it where the picture cannot load.
    const glyph = render(<LibraryImage src={null} category="Consume" name="x" />).getByTestId('library-glyph');
    expect(waiting.querySelector('path')?.getAttribute('d')).toBe(glyph.querySelector('path')?.getAttribute('d'));
    fireEvent.load(img);
    expect(screen.queryByTestId('library-image-waiting')).toBeNull();
    expect(screen.getByTestId('library-image')).toBeVisible();
  });
});

describe('game values', () => {
  it('reads the required-job mask and cleans description text', async () => {
    const { jobLines, gameText } = await import('../../../src/pages/library/gameText');
    expect(jobLines(0)).toEqual([]);
    expect(jobLines(1)).toEqual(['warrior']);
    expect(jobLines(12)).toEqual(['bowman', 'thief']);
    expect(gameText('Recovers #c50 HP#.\\nUse it.')).toBe('Recovers 50 HP.\nUse it.');
  });
});
