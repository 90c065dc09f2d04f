/**
 * Loads the ranking for a URL state (tab, job, page, size). Refetches when the
 * state, the language or `reload()` changes; ignores answers that arrive after a
 * newer request was sent.
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
