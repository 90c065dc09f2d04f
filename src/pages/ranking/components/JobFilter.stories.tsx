import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import JobFilter from './JobFilter';
import type { JobFilter as JobFilterValue } from '../rankState';

const meta: Meta<typeof JobFilter> = {
  title: 'Ranking/JobFilter',
  component: JobFilter,
  render: (args) => {
    const [job, setJob] = useState<JobFilterValue>(args.value);
    return <JobFilter {...args} value={job} onChange={setJob} />;
  },
  args: { value: 'all', onChange: () => undefined },
};
export default meta;
type Story = StoryObj<typeof JobFilter>;

export const All: Story = {};
export const Magician: Story = { args: { value: 'magician' } };
