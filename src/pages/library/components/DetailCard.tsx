/**
 * One library entry: picture, names, category, description, then what its kind has —
 * equipment requirements, attributes, max level, attack speed, upgrade slots, cash,
 * price; item price and stack size; monster level, HP, attack, defense and EXP; map region.
 */
import { Link, useIntl } from '@umijs/max';
import type { ReactNode } from 'react';
import type { LibraryDetail } from '@/services/library';
import { useT } from '@/lib/useT';
import { attackSpeedKey } from '../attackSpeed';
import { gameText, jobLines } from '../gameText';
import { detailPath } from '../libraryState';
import LibraryImage from './LibraryImage';
import styles from '../library.module.css';

const REQ_KEYS = ['level', 'str', 'dex', 'int', 'luk', 'pop'] as const;
const STAT_KEYS = ['STR', 'DEX', 'INT', 'LUK', 'MHP', 'MMP', 'PAD', 'MAD', 'PDD', 'MDD', 'ACC', 'EVA', 'Speed', 'Jump'] as const;

interface Row {
  key: string;
  label: string;
  value: ReactNode;
}

function Facts({ title, rows, testId }: { title: string; rows: Row[]; testId: string }) {
  if (rows.length === 0) return null;
  return (
    <section className={styles.facts} data-testid={testId}>
      <h2 className={styles.factsTitle}>{title}</h2>
      <dl className={styles.factGrid}>
        {rows.map((row) => (
          <div key={row.key} className={styles.fact} data-testid={`fact-${row.key}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const present = (v: unknown): v is number | string | boolean => v !== null && v !== undefined && v !== '';

export default function DetailCard({ detail }: { detail: LibraryDetail }) {
  const intl = useIntl();
  const t = useT();
  const num = (n: number) => intl.formatNumber(n);
  const yesNo = (b: boolean) => t(b ? 'library.detail.yes' : 'library.detail.no');
  const zh = intl.locale === 'zh-TW';
  const otherName = zh ? detail.name_en : detail.name_zh;
  const picture = detail.kind === 'item' ? detail.icon : (detail.image ?? detail.icon);

  const req: Row[] = [];
  const inc: Row[] = [];
  const info: Row[] = [];

  const equip = detail.equip;
  if (equip) {
    for (const key of REQ_KEYS) {
      const v = equip.req?.[key];
      if (typeof v === 'number' && (v > 0 || key === 'level')) req.push({ key: `req-${key}`, label: t(`library.req.${key}`), value: num(v) });
    }
    const jobs = jobLines(equip.req?.job);
    if (jobs.length) req.push({ key: 'req-job', label: t('library.req.job'), value: jobs.map((line) => t(`job.line.${line}`)).join(' / ') });
    for (const key of STAT_KEYS) {
      const v = equip.inc?.[key];
      if (typeof v === 'number' && v !== 0) inc.push({ key: `inc-${key}`, label: t(`library.stat.${key}`), value: `${v > 0 ? '+' : ''}${num(v)}` });
    }
    if (typeof equip.attackSpeed === 'number') info.push({ key: 'attackSpeed', label: t('library.field.attackSpeed'), value: t(attackSpeedKey(equip.attackSpeed), { value: equip.attackSpeed }) });
    if (typeof equip.tuc === 'number') info.push({ key: 'tuc', label: t('library.field.tuc'), value: num(equip.tuc) });
    if (typeof equip.maxLevel === 'number' && equip.maxLevel > 0) info.push({ key: 'maxLevel', label: t('library.field.maxLevel'), value: num(equip.maxLevel) });
    info.push({ key: 'cash', label: t('library.field.cash'), value: yesNo(Boolean(equip.cash)) });
    if (typeof equip.price === 'number') info.push({ key: 'price', label: t('library.field.price'), value: t('library.detail.mesos', { price: num(equip.price) }) });
    if (equip.onlyOne) info.push({ key: 'onlyOne', label: t('library.field.onlyOne'), value: yesNo(true) });
    if (equip.tradeBlock) info.push({ key: 'tradeBlock', label: t('library.field.tradeBlock'), value: yesNo(true) });
  }

  const item = detail.item;
  if (item) {
    info.push({ key: 'cash', label: t('library.field.cash'), value: yesNo(Boolean(item.cash)) });
    if (typeof item.price === 'number') info.push({ key: 'price', label: t('library.field.price'), value: t('library.detail.mesos', { price: num(item.price) }) });
    if (typeof item.slotMax === 'number') info.push({ key: 'slotMax', label: t('library.field.slotMax'), value: num(item.slotMax) });
  }

  const mob = detail.mob;
  const mobRows: Row[] = [];
  if (mob) {
    const stat = (key: 'level' | 'hp' | 'mp' | 'watk' | 'wdef' | 'matk' | 'mdef' | 'exp') => {
      const v = mob[key];
      if (typeof v === 'number') mobRows.push({ key: `mob-${key}`, label: t(`library.field.${key}`), value: num(v) });
    };
    (['level', 'hp', 'mp', 'watk', 'wdef', 'matk', 'mdef', 'exp'] as const).forEach(stat);
    if (mob.boss) mobRows.push({ key: 'mob-boss', label: t('library.field.boss'), value: yesNo(true) });
    if (mob.undead) mobRows.push({ key: 'mob-undead', label: t('library.field.undead'), value: yesNo(true) });
    if (present(mob.link)) {
      mobRows.push({
        key: 'mob-link',
        label: t('library.field.link'),
        value: <Link to={detailPath('mob', mob.link)}>{t('library.results.id', { id: mob.link })}</Link>,
      });
    }
  }

  const map = detail.map;
  const mapRows: Row[] = [];
  if (map) {
    const street = map.street ?? (zh ? (map.street_zh ?? map.street_en) : map.street_en);
    if (present(street)) mapRows.push({ key: 'map-street', label: t('library.field.street'), value: street });
    if (typeof map.town === 'boolean') mapRows.push({ key: 'map-town', label: t('library.field.town'), value: yesNo(map.town) });
    if (present(map.returnMap) && map.returnMap !== 999999999 && map.returnMap !== detail.id) {
      mapRows.push({
        key: 'map-returnMap',
        label: t('library.field.returnMap'),
        value: <Link to={detailPath('map', map.returnMap)}>{t('library.results.id', { id: map.returnMap })}</Link>,
      });
    }
    if (typeof map.mobRate === 'number') mapRows.push({ key: 'map-mobRate', label: t('library.field.mobRate'), value: `×${map.mobRate}` });
  }

  return (
    <article className={styles.detailCard} data-testid="library-detail">
      <header className={`${styles.detailHead} ${styles[`head_${detail.kind}`]}`}>
        <div className={styles.detailPicture}>
          <LibraryImage
            src={picture}
            category={detail.category}
            name={detail.name}
            alt={t('library.image.alt', { name: detail.name })}
            size={detail.kind === 'item' ? 'small' : 'large'}
          />
        </div>
        <div className={styles.detailTitleBox}>
          <div className={styles.resultMeta}>
            <span className={`${styles.catTag} ${styles[`cat_${detail.kind}`]}`} data-testid="library-detail-category">
              {t(`category.${detail.category}`)}
            </span>
            <span className={styles.resultId}>{t('library.results.id', { id: detail.id })}</span>
            {present(detail.level) && detail.level > 0 && <span className={styles.resultLevel}>{t('library.results.level', { level: detail.level })}</span>}
          </div>
          <h1 className={styles.detailName} data-testid="library-detail-name">
            {detail.name}
          </h1>
          {otherName && otherName !== detail.name && (
            <p className={styles.otherName} lang={zh ? 'en' : 'zh-TW'}>
              {otherName}
            </p>
          )}
        </div>
      </header>
      {detail.description && (
        <section className={styles.facts}>
          <h2 className={styles.factsTitle}>{t('library.detail.description')}</h2>
          <p className={styles.description}>{gameText(detail.description)}</p>
        </section>
      )}
      <Facts title={t('library.detail.requirements')} rows={req} testId="library-requirements" />
      <Facts title={t('library.detail.attributes')} rows={inc} testId="library-attributes" />
      <Facts title={t('library.detail.info')} rows={[...info, ...mobRows, ...mapRows]} testId="library-info" />
    </article>
  );
}
