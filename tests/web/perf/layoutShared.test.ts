/**
 * The frames' shared modules get chunks of their own (config/plugins/sharedChunks.ts): a
 * module the site layout and a player page both use is loaded once, not copied into both.
 * The account screens never load the site layout's part.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LAYOUT_CHUNK, frameChunkOf, layoutSharedBesideAccountPages, SITE_LAYOUT_CHUNK } from '../../../config/plugins/sharedChunks';

const chunks = (...names: (string | null)[]) => names.map((name) => ({ name }));

describe('the frames’ shared chunks', () => {
  it('put what both layouts have (the header, the footer) in frame-shared', () => {
    expect(frameChunkOf(chunks(SITE_LAYOUT_CHUNK, ACCOUNT_LAYOUT_CHUNK))).toBe('frame-shared');
    expect(frameChunkOf(chunks(SITE_LAYOUT_CHUNK, ACCOUNT_LAYOUT_CHUNK, 'p__home__index', 'p__auth__login__index', null))).toBe('frame-shared');
  });

  it('put what the site layout shares with player pages and their lazy parts in layout-shared', () => {
    expect(frameChunkOf(chunks(SITE_LAYOUT_CHUNK, 'p__home__index'))).toBe('layout-shared');
    expect(frameChunkOf(chunks(SITE_LAYOUT_CHUNK, null, 'p__ranking__index'))).toBe('layout-shared');
  });

  it('keep the site layout’s part out of the account screens', () => {
    expect(frameChunkOf(chunks(SITE_LAYOUT_CHUNK, 'p__home__index', 'p__auth__login__index'))).toBeNull();
  });

  it('take what the site layout shares with player pages and an account screen out of the player pages only', () => {
    // antd's Skeleton: the layout, the home page and the register form.
    expect(layoutSharedBesideAccountPages(chunks(SITE_LAYOUT_CHUNK, 'p__home__index', 'p__auth__register__index'))).toBe(true);
    // The same with a part an account screen loads later (the register form's terms reader).
    expect(layoutSharedBesideAccountPages(chunks(SITE_LAYOUT_CHUNK, 'p__home__index', 'auth__terms-reader'))).toBe(true);
    expect(frameChunkOf(chunks(SITE_LAYOUT_CHUNK, 'p__home__index', 'auth__terms-reader'))).toBeNull();
    // Only the layout and an account screen: nothing shared with a player page.
    expect(layoutSharedBesideAccountPages(chunks(SITE_LAYOUT_CHUNK, 'p__auth__register__index'))).toBe(false);
    // Both layouts have it: frame-shared's, not this.
    expect(layoutSharedBesideAccountPages(chunks(SITE_LAYOUT_CHUNK, ACCOUNT_LAYOUT_CHUNK, 'p__home__index'))).toBe(false);
    // No account screen: layout-shared's own rule.
    expect(layoutSharedBesideAccountPages(chunks(SITE_LAYOUT_CHUNK, 'p__home__index'))).toBe(false);
  });

  it("leave the layout's own modules and other pages' shared ones where they are", () => {
    expect(frameChunkOf(chunks(SITE_LAYOUT_CHUNK))).toBeNull();
    expect(frameChunkOf(chunks('p__home__index', 'p__ranking__index'))).toBeNull();
    expect(frameChunkOf(chunks('components__AdminLayout__index', 'p__admin__shop__index'))).toBeNull();
  });
});
