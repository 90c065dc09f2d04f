import type { Meta, StoryObj } from '@storybook/react';
import { RegisterForm } from '.';
import { StoryFrame, loadFailingTerms, loadStoryTerms, never, storyHumanCheck } from '../components/storyFixtures';

/** The register form of /auth/register inside the account card. */
const meta: Meta<typeof RegisterForm> = {
  title: 'Account/Register form',
  component: RegisterForm,
  args: {
    inviteRequired: false,
    humanCheckConfig: storyHumanCheck,
    loadTerms: loadStoryTerms,
    onSubmit: never,
    onSendCode: async () => 60,
  },
  decorators: [(Story) => <StoryFrame title="Register" wide>{<Story />}</StoryFrame>],
};
export default meta;
type Story = StoryObj<typeof RegisterForm>;

export const Default: Story = {};
export const English: Story = { globals: { locale: 'en-US' } };
/** The server requires an invite; one came with the link (?invite=). */
export const InviteFromLink: Story = { args: { inviteRequired: true, invite: 'FRIEND2025' } };
/** Every kind of wrong input, with the messages on their fields. */
export const FilledWithErrors: Story = {
  args: {
    inviteRequired: true,
    validateOnMount: true,
    initialValues: {
      username: 'ab',
      email: 'player@',
      emailCode: '12a',
      password: 'abc',
      confirmPassword: 'abd',
      communityInvite: 'x!',
    },
  },
};
export const FilledWithErrorsEnglish: Story = { ...FilledWithErrors, globals: { locale: 'en-US' } };
export const TermsLoadFailed: Story = { args: { loadTerms: loadFailingTerms } };
export const Submitting: Story = {
  args: {
    initialRead: true,
    submitting: true,
    initialValues: {
      username: 'newbie01',
      email: 'newbie@example.com',
      emailCode: '123456',
      password: 'secret123',
      confirmPassword: 'secret123',
      agree: true,
    },
  },
};
