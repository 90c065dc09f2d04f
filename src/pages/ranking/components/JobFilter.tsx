/** The job-line filter of the character tabs: all + the 8 lines of config/jobs.ts, as chips. */
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import { JOB_FILTERS, type JobFilter as JobFilterValue } from '../rankState';
import styles from '../ranking.module.css';

export interface JobFilterProps {
  value: JobFilterValue;
  onChange: (job: JobFilterValue) => void;
  disabled?: boolean;
}

export default function JobFilter({ value, onChange, disabled }: JobFilterProps) {
  const intl = useIntl();
  return (
    <div className={styles.jobFilter} role="radiogroup" aria-label={intl.formatMessage({ id: 'ranking.jobFilter' })} data-testid="job-filter">
      <span className={styles.jobFilterLabel}>{intl.formatMessage({ id: 'ranking.jobFilter' })}</span>
      {JOB_FILTERS.map((job) => (
        <Tag.CheckableTag
          key={job}
          checked={value === job}
          className={styles.jobChip}
          {...{ role: 'radio', 'aria-checked': value === job, 'data-job': job }}
          onChange={() => !disabled && value !== job && onChange(job)}
        >
          {intl.formatMessage({ id: `job.line.${job}` })}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}
