/**
 * Daily check-in: choose a character (the reward goes to it), check in once a game day,
 * the streak, this month as a light 7-column grid with the checked days marked, and the
 * weekly reward table with the next reward highlighted.
 */
import { useIntl } from '@umijs/max';
import { Alert, Button, Form, Radio } from 'antd';
import { CalendarOutlined, CheckCircleFilled, FireFilled, GiftFilled } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { CheckinStatus, ProfileCharacter } from '@/services/profile';
import { useSubmit } from '@/lib/useSubmit';
import { useT } from '@/lib/useT';
import { rewardLabel } from './checkinReward';
import ItemIcon from './ItemIcon';
import Panel from './Panel';
import styles from '../profile.module.css';

export interface CheckInCardProps {
  status: CheckinStatus;
  characters: Pick<ProfileCharacter, 'id' | 'name' | 'level' | 'jobName'>[];
  /** Checks in for the character; rejects with the API error (the card shows nothing itself). */
  onCheckIn: (characterId: number) => Promise<void>;
  /** Preselected character (stories, tests). */
  initialCharacter?: number;
  /** Focus the character choice once drawn (asked for before the card's code was there). */
  focusCharacter?: boolean;
}

export function MonthGrid({ status }: { status: CheckinStatus }) {
  const intl = useIntl();
  const days = status.month;
  if (days.length === 0) return null;
  const first = dayjs(days[0].date);
  const lead = first.day();
  const title = intl.formatMessage({ id: 'profileOverview.checkin.monthTitle' }, { year: first.year(), month: first.month() + 1 });
  const checked = days.filter((d) => d.checkedIn).length;
  return (
    <figure className={styles.month} data-testid="checkin-month">
      <figcaption className={styles.monthTitle}>
        <span>{title}</span>
        <span className={styles.monthCount}>{intl.formatMessage({ id: 'profileOverview.checkin.monthCount' }, { count: checked })}</span>
      </figcaption>
      <div className={styles.monthGrid} role="table" aria-label={title}>
        <div role="row" className={styles.monthRow}>
          {[0, 1, 2, 3, 4, 5, 6].map((d) => (
            <span key={d} role="columnheader" className={styles.weekday}>
              {intl.formatMessage({ id: `profileOverview.checkin.weekday.${d}` })}
            </span>
          ))}
        </div>
        {Array.from({ length: Math.ceil((lead + days.length) / 7) }, (_, week) => (
          <div role="row" className={styles.monthRow} key={week}>
            {Array.from({ length: 7 }, (_, col) => {
              const index = week * 7 + col - lead;
              const day = days[index];
              if (!day) return <span key={col} role="cell" className={styles.dayBlank} />;
              const isToday = day.date === status.gameDate;
              const label = intl.formatMessage(
                {
                  id: day.checkedIn ? 'profileOverview.checkin.dayChecked' : 'profileOverview.checkin.dayOpen',
                },
                { date: day.date },
              );
              return (
                <span
                  key={col}
                  role="cell"
                  aria-label={label}
                  aria-current={isToday ? 'date' : undefined}
                  className={`${styles.day} ${day.checkedIn ? styles.dayChecked : ''} ${isToday ? styles.dayToday : ''}`}
                  data-date={day.date}
                  data-checked={day.checkedIn || undefined}
                >
                  <span aria-hidden="true">{index + 1}</span>
                  {day.checkedIn ? <CheckCircleFilled className={styles.dayMark} aria-hidden="true" /> : null}
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </figure>
  );
}

export function RewardTable({ status }: { status: CheckinStatus }) {
  const intl = useIntl();
  const next = status.nextReward;
  return (
    <ol className={styles.rewards} aria-label={intl.formatMessage({ id: 'profileOverview.checkin.rewardsTitle' })} data-testid="checkin-rewards">
      {status.rewards
        .filter((r) => r.day !== 'any')
        .map((r) => {
          const isNext = next !== null && next.day === r.day;
          return (
            <li
              key={String(r.day)}
              className={`${styles.reward} ${isNext ? styles.rewardNext : ''}`}
              aria-current={isNext ? 'step' : undefined}
            >
              <span className={styles.rewardDay}>{intl.formatMessage({ id: 'profileOverview.checkin.day' }, { day: String(r.day) })}</span>
              <span className={styles.rewardIcon}>
                {r.type === 'item' && r.itemId ? <ItemIcon src={r.icon} itemId={r.itemId} /> : <GiftFilled aria-hidden="true" />}
              </span>
              <span className={styles.rewardName}>{rewardLabel(intl, r)}</span>
            </li>
          );
        })}
    </ol>
  );
}

export default function CheckInCard({ status, characters, onCheckIn, initialCharacter, focusCharacter = false }: CheckInCardProps) {
  const intl = useIntl();
  const t = useT('profileOverview.checkin');
  const [character, setCharacter] = useState<number | undefined>(initialCharacter);
  const [missing, setMissing] = useState(false);
  // The section shows the server's message (onCheckIn toasts it).
  const checkIn = useSubmit(onCheckIn, { onError: () => undefined });
  useEffect(() => {
    if (focusCharacter) document.querySelector<HTMLInputElement>('#checkin-character input')?.focus({ preventScroll: true });
  }, [focusCharacter]);

  const submit = () => {
    if (!character) {
      setMissing(true);
      return;
    }
    void checkIn.submit(character);
  };

  return (
    <Panel
      title={t('title')}
      icon={<CalendarOutlined />}
      id="profile-checkin"
      testId="checkin-card"
      className={styles.checkinPanel}
      extra={
        <span className={styles.streak} data-testid="checkin-streak">
          <FireFilled aria-hidden="true" /> {t('streak', { days: status.streak })}
        </span>
      }
    >
      <div className={styles.checkinBody}>
        <div className={styles.checkinMain}>
          <Form layout="vertical" requiredMark={false} className={styles.checkinForm} onFinish={submit}>
            <Form.Item
              label={<span id="checkin-character-label">{t('character')}</span>}
              validateStatus={missing ? 'error' : undefined}
              help={missing ? t('selectFirst') : undefined}
            >
              {characters.length === 0 ? (
                <span className={styles.noCharacters}>{t('noCharacters')}</span>
              ) : (
                <div role="radiogroup" aria-labelledby="checkin-character-label">
                  <Radio.Group
                    id="checkin-character"
                    className={styles.characterChips}
                    optionType="button"
                    value={character}
                    disabled={status.checkedInToday}
                    onChange={(e) => {
                      setCharacter(e.target.value as number);
                      setMissing(false);
                    }}
                    options={characters.map((c) => ({
                      value: c.id,
                      label: (
                        <span className={styles.chip}>
                          <b>{c.name}</b>
                          <span className={styles.chipMeta}>
                            Lv.{c.level} {c.jobName}
                          </span>
                        </span>
                      ),
                    }))}
                  />
                </div>
              )}
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              loading={checkIn.loading}
              disabled={status.checkedInToday}
              icon={status.checkedInToday ? <CheckCircleFilled /> : <CalendarOutlined />}
              className={styles.checkinButton}
              data-testid="checkin-button"
            >
              {status.checkedInToday ? t('done') : t('submit')}
            </Button>
          </Form>
          {status.checkedInToday ? (
            <Alert type="success" showIcon className={styles.checkinDone} message={t('doneHint')} />
          ) : status.nextReward ? (
            <div className={styles.nextReward} data-testid="checkin-next">
              <span className={styles.nextLabel}>{t('nextReward')}</span>
              <b>{rewardLabel(intl, status.nextReward)}</b>
            </div>
          ) : null}
          <RewardTable status={status} />
        </div>
        <MonthGrid status={status} />
      </div>
    </Panel>
  );
}
