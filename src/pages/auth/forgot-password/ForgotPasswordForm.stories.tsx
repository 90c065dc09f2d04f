import type { Meta, StoryObj } from '@storybook/react';
import { ForgotPasswordForm } from '.';
import { StoryFrame, never } from '../components/storyFixtures';

/** The two steps of /auth/forgot-password inside the account card. */
const meta: Meta<typeof ForgotPasswordForm> = {
  title: 'Account/Forgot password form',
  component: ForgotPasswordForm,
  args: { onRequestCode: async () => 60, onConfirm: never },
  decorators: [(Story) => <StoryFrame title="Forgot password">{<Story />}</StoryFrame>],
};
export default meta;
type Story = StoryObj<typeof ForgotPasswordForm>;

export const Default: Story = {};
export const English: Story = { globals: { locale: 'en-US' } };
export const StepTwo: Story = { args: { initialStep: 1, initialUsername: 'demo01' } };
export const FilledWithErrors: Story = {
  args: {
    initialStep: 1,
    initialUsername: 'demo01',
    validateOnMount: true,
    initialValues: { code: '12a', password: 'abc', confirmPassword: 'abd' },
  },
};
export const FilledWithErrorsEnglish: Story = { ...FilledWithErrors, globals: { locale: 'en-US' } };
export const Submitting: Story = {
  args: {
    initialStep: 1,
    initialUsername: 'demo01',
    submitting: true,
    initialValues: { code: '123456', password: 'newpass99', confirmPassword: 'newpass99' },
  },
};
