/**
 * The ranking tables, loaded in stages. ProTable brings a few hundred KB of script
 * (ProTable, pro-field, antd's table; its search form, toolbar, heavy value types
 * and editable-row form load only where shown: src/lib/lazyProParts.tsx,
 * src/lib/proTableForm.tsx, src/lib/proEditableAntd.tsx); evaluated at
 * once, that was a single task of 200+ ms on a phone, during which
 * the page could not answer a tap. Here its biggest parts are evaluated one per task
 * (webpackMode "eager": they stay in the route's chunks, no extra request, and are only
 * evaluated when imported), then the tables; meanwhile a placeholder holds their place.
 */
import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';
import type * as Tables from './RankTable';
import styles from '../ranking.module.css';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const STAGES: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ 'antd/es/table'),
  () => import(/* webpackMode: "eager" */ '@ant-design/pro-field'),
];

let loading: Promise<typeof Tables> | undefined;

/** Starts (once) loading the tables in stages; resolves to their module. */
export function loadRankTables(): Promise<typeof Tables> {
  loading ??= (async () => {
    for (const stage of STAGES) {
      await nextTask();
      await stage();
    }
    await nextTask();
    return import(/* webpackMode: "eager" */ './RankTable');
  })();
  return loading;
}

const LazyCharacterTable = lazy(() => loadRankTables().then((m) => ({ default: m.CharacterRankTable })));
const LazyGuildTable = lazy(() => loadRankTables().then((m) => ({ default: m.GuildRankTable })));

function Placeholder() {
  return (
    <div className={styles.tablePlaceholder} aria-busy="true">
      <Skeleton active title={false} paragraph={{ rows: 6 }} />
    </div>
  );
}

export function CharacterRankTable(props: ComponentProps<typeof Tables.CharacterRankTable>) {
  return (
    <Suspense fallback={<Placeholder />}>
      <LazyCharacterTable {...props} />
    </Suspense>
  );
}

export function GuildRankTable(props: ComponentProps<typeof Tables.GuildRankTable>) {
  return (
    <Suspense fallback={<Placeholder />}>
      <LazyGuildTable {...props} />
    </Suspense>
  );
}
