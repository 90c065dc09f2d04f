/**
 * Loads the ranking for a URL state (tab, job, page, size). Refetches when the
 * state, the language or `reload()` changes; ignores answers that arrive after a
 * newer request was sent.
 *
 * Hand-written on purpose, not ahooks `useRequest` (which the notice list, the home top 10
 * and the status model use): useRequest keeps its own data/loading state and re-renders
 * its caller urgently when an answer arrives, before any transition. Here the caller is
 * the ranking page, whose ProTable then re-renders in one blocking task before the
 * transition renders the new rows in slices (docs/performance.md, "Short tasks"); in the
 * page tests the rows appeared about half a second later with it.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import {
  fetchCharacterRank,
  fetchGuildRank,
  type CharacterRankPage,
  type GuildRankPage,
} from '@/services/ranking';
import type { RankState } from './rankState';

export interface RankingResult {
  /** The state the data answers (may lag behind the URL while loading). */
  state: RankState;
  characters?: CharacterRankPage;
  guilds?: GuildRankPage;
}

export function useRanking(state: RankState, locale: string) {
  const [result, setResult] = useState<RankingResult | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const [nonce, setNonce] = useState(0);
  const latest = useRef(0);

  const { tab, job, page, size } = state;
  useEffect(() => {
    const id = ++latest.current;
    setLoading(true);
    setError(null);
    const request =
      tab === 'guild'
        ? fetchGuildRank({ page, size }).then((guilds) => ({ state: { tab, job, page, size }, guilds }))
        : fetchCharacterRank({ job, sort: tab, page, size }).then((characters) => ({ state: { tab, job, page, size }, characters }));
    request.then(
      (data) => {
        if (id !== latest.current) return;
        // A transition: the new rows render in short slices, not one blocking task.
        startTransition(() => {
          setResult(data);
          setLoading(false);
        });
      },
      (e: Error) => {
        if (id !== latest.current) return;
        startTransition(() => {
          setError(e);
          setLoading(false);
        });
      },
    );
  }, [tab, job, page, size, locale, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { result, loading, error, reload };
}
