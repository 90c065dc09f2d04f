import type { Meta, StoryObj } from '@storybook/react';
import { SearchOutlined, UserOutlined } from '@ant-design/icons';
import { useState } from 'react';
import TextInput, { type TextInputProps } from '.';

/** The site's text field in antd's outlined look: the redeem code, the vote account, the library search. */
const meta: Meta<typeof TextInput> = {
  title: 'Shared/TextInput',
  component: TextInput,
  args: { placeholder: 'XXXX-XXXX-XXXX-XXXX', 'aria-label': 'Field' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof TextInput>;

/** A controlled field, so the clear button has something to empty. */
function Controlled({ initial, ...props }: TextInputProps & { initial: string }) {
  const [value, setValue] = useState(initial);
  return <TextInput {...props} value={value} onChange={(e) => setValue(e.target.value)} />;
}

export const Default: Story = {};
export const Large: Story = { args: { size: 'large' } };
export const InError: Story = { args: { size: 'large', status: 'error', 'aria-invalid': true } };
export const WithIcon: Story = { args: { size: 'large', prefix: <UserOutlined />, placeholder: 'Game account' } };
export const WithIconAndClear: Story = {
  render: (args) => <Controlled {...args} size="large" prefix={<SearchOutlined />} allowClear initial="snail" placeholder="Name or ID" />,
};
export const WithIconInError: Story = { args: { size: 'large', prefix: <UserOutlined />, status: 'error', placeholder: 'Game account' } };
