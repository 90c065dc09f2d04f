/**
 * Game-data library endpoints:
 *   GET /api/v1/library/search?keyword&categories=Cap,Weapon&page&size -> {items, total, page, size}
 *   GET /api/v1/library/{kind}/{id}          -> one entry with its stats
 *   GET /api/v1/library/{kind}/{id}/sources  -> where it comes from / what it holds
 * Names come in the language of the request (Accept-Language), English when there is no translation.
 * Image URLs are the server's renderer templates filled in; null when images are off.
 */
import { api } from './client';

export type {
  EquipStats,
  ItemStats,
  LibraryCategory,
  LibraryDetail,
  LibraryItemRef,
  LibraryKind,
  LibraryRef,
  LibrarySearch as LibrarySearchResult,
  LibrarySearchItem,
  LibrarySources,
  MapStats,
  MobStats,
} from '../../config/contract/library';

import type { LibraryCategory, LibraryDetail, LibraryKind, LibrarySearch as LibrarySearchResult, LibrarySources } from '../../config/contract/library';

export function searchLibrary(query: { keyword: string; categories: LibraryCategory[]; page?: number; size?: number }): Promise<LibrarySearchResult> {
  return api<LibrarySearchResult>('/api/v1/library/search', {
    method: 'GET',
    params: { keyword: query.keyword, categories: query.categories.join(','), page: query.page ?? 1, size: query.size ?? 20 },
  });
}

const entryPath = (kind: LibraryKind, id: number | string) => `/api/v1/library/${kind}/${encodeURIComponent(String(id))}`;

export function fetchLibraryEntry(kind: LibraryKind, id: number | string): Promise<LibraryDetail> {
  return api<LibraryDetail>(entryPath(kind, id), { method: 'GET' });
}

export function fetchLibrarySources(kind: LibraryKind, id: number | string): Promise<LibrarySources> {
  return api<LibrarySources>(`${entryPath(kind, id)}/sources`, { method: 'GET' });
}
