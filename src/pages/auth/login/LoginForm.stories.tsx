import type { Meta, StoryObj } from '@storybook/react';
import { LoginForm } from '.';
import { StoryFrame, never, storyHumanCheck } from '../components/storyFixtures';

/** The login form of /auth/login inside the account card. */
const meta: Meta<typeof LoginForm> = {
  title: 'Account/Login form',
  component: LoginForm,
  args: { humanCheckConfig: storyHumanCheck, onSubmit: never },
  decorators: [(Story) => <StoryFrame title="Login">{<Story />}</StoryFrame>],
};
export default meta;
type Story = StoryObj<typeof LoginForm>;

export const Default: Story = {};
export const English: Story = { globals: { locale: 'en-US' } };
/** Too short a username, a 3-character password, and the server's answer above the form. */
export const FilledWithErrors: Story = {
  args: {
    initialValues: { username: 'ab!', password: '123' },
    validateOnMount: true,
    initialError: '登入失敗：請檢查帳號和密碼。',
  },
};
export const FilledWithErrorsEnglish: Story = {
  args: { ...FilledWithErrors.args, initialError: 'Login failed: check your username and password.' },
  globals: { locale: 'en-US' },
};
export const Submitting: Story = {
  args: { initialValues: { username: 'demo01', password: 'demo1234' }, submitting: true },
};
/** After registering: the username handed over and a notice. */
export const AfterRegister: Story = {
  args: { initialValues: { username: 'newbie01' }, notice: '註冊完成！請用帳號 newbie01 登入' },
};
