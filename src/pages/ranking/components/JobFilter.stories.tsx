import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import JobFilter from './JobFilter';
import type { JobFilter as JobFilterValue } from '../rankState';

/** The filter with its own state, so clicking a job in a story selects it. */
function ControlledJobFilter(args: ComponentProps<typeof JobFilter>) {
  const [job, setJob] = useState<JobFilterValue>(args.value);
  return <JobFilter {...args} value={job} onChange={setJob} />;
}

const meta: Meta<typeof JobFilter> = {
  title: 'Ranking/JobFilter',
  component: JobFilter,
  render: (args) => <ControlledJobFilter {...args} />,
  args: { value: 'all', onChange: () => undefined },
};
export default meta;
type Story = StoryObj<typeof JobFilter>;

export const All: Story = {};
export const Magician: Story = { args: { value: 'magician' } };
