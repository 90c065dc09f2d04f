import type { Meta, StoryObj } from '@storybook/react';
import { Form } from 'antd';
import HumanCheck from '.';

/**
 * Human verification of login and register. The self-hosted proof of work solves for
 * real when Storybook is served by the API server (/storybook/).
 */
const meta: Meta<typeof HumanCheck> = {
  title: 'Account/Human check',
  component: HumanCheck,
  args: { config: { provider: 'altcha', challengeUrl: '/api/v1/auth/altcha-challenge' }, eager: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, padding: 24 }}>
        <Form layout="vertical">
          <Form.Item name="captcha" label="Human verification">
            <Story />
          </Form.Item>
        </Form>
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof HumanCheck>;

export const ProofOfWork: Story = {};
export const English: Story = { globals: { locale: 'en-US' } };
/** Before the visitor uses the form: the still checkbox; a press loads the widget. */
export const BeforeUse: Story = { args: { eager: false } };
