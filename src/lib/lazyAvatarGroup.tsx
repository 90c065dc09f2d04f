/**
 * antd's `Avatar.Group` (which brings antd's Popover for its "+N" overflow), loaded when
 * first drawn: `.umirc.ts` makes this module antd Avatar's `./AvatarGroup`. The site draws
 * single avatars only, so a page with an avatar no longer loads the popover.
 */
import { lazyComponent, type LazyLoader } from './lazyComponent';

export default lazyComponent('Avatar.Group', (() => import('antd/es/avatar/AvatarGroup.js')) as unknown as LazyLoader);
