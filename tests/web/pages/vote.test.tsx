import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../config/site';
import { setModels, setStubLocale } from '../../support/umi-max';
import { resetPageModels } from './pageModels';

vi.mock('@/services/vote', () => ({ startVote: vi.fn() }));
vi.mock('@/lib/toast', () => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), loading: vi.fn(), custom: vi.fn(), dismiss: vi.fn() });
  return { toast, default: toast };
});

const { startVote } = await import('@/services/vote');
const { toast } = await import('@/lib/toast');
const { default: VotePage } = await import('@/pages/vote/index');
const voteMock = vi.mocked(startVote);

const ANSWER = { url: 'https://vote.example/in/1?account=other01', voteId: 'v-1', rewardNx: 5500, streak: 2, votedToday: false, waitsForGameLogin: false };

interface FakeTab {
  closed: boolean;
  opener: unknown;
  location: { href: string };
  close: () => void;
}
let tab: FakeTab;
let openSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetPageModels();
  voteMock.mockReset();
  tab = { closed: false, opener: {}, location: { href: 'about:blank' }, close: vi.fn(() => (tab.closed = true)) };
  openSpy = vi.fn(() => tab);
  vi.stubGlobal('open', openSpy);
});
afterEach(() => vi.unstubAllGlobals());

const loggedIn = () => {
  setModels({ auth: { isAuthenticated: true, isLoading: false, user: { username: 'demo01' } } });
};

describe('vote form', () => {
  it('prefills the logged-in game account', () => {
    loggedIn();
    render(<VotePage />);
    expect(screen.getByRole('textbox', { name: '遊戲帳號' })).toHaveValue('demo01');
  });

  it('starts empty for a visitor and says how to get it prefilled', () => {
    setStubLocale('en-US');
    render(<VotePage />);
    expect(screen.getByRole('textbox', { name: 'Game account' })).toHaveValue('');
    expect(screen.getByText(/Log in and your game account is filled in/)).toBeInTheDocument();
  });

  it('asks for the account name when it is empty, and opens nothing', async () => {
    const user = userEvent.setup();
    setStubLocale('en-US');
    loggedIn();
    render(<VotePage />);
    await user.clear(screen.getByRole('textbox', { name: 'Game account' }));
    await user.click(screen.getByRole('button', { name: /Go to the vote site/ }));
    expect(await screen.findByText('Please enter your account name')).toBeInTheDocument();
    expect(voteMock).not.toHaveBeenCalled();
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('says what is wrong with a name as it is typed, on the field itself, and Enter with a good one votes', async () => {
    const user = userEvent.setup();
    setStubLocale('en-US');
    voteMock.mockResolvedValue(ANSWER);
    render(<VotePage />);
    const field = screen.getByRole('textbox', { name: 'Game account' });
    await user.type(field, 'ab!');
    expect(field).toHaveAccessibleDescription('Account names are 5 to 12 letters or digits');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Enter}');
    expect(voteMock).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'other01{Enter}');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Account names are 5 to 12 letters or digits')).toBeNull();
    await waitFor(() => expect(voteMock).toHaveBeenCalledWith('other01'));
    expect(await screen.findByText(/The vote site opened in a new tab/)).toBeInTheDocument();
  });

  it('keeps what the player typed when their account arrives later', async () => {
    const user = userEvent.setup();
    setStubLocale('en-US');
    const { rerender } = render(<VotePage />);
    await user.type(screen.getByRole('textbox', { name: 'Game account' }), 'friend01');
    loggedIn();
    rerender(<VotePage />);
    expect(screen.getByRole('textbox', { name: 'Game account' })).toHaveValue('friend01');
  });

  it('shows the zh message for an empty account too', async () => {
    const user = userEvent.setup();
    render(<VotePage />);
    await user.click(screen.getByRole('button', { name: /前往投票網站/ }));
    expect(await screen.findByText('請輸入您的帳號名稱')).toBeInTheDocument();
    expect(voteMock).not.toHaveBeenCalled();
  });

  it('lets the player vote for another account: calls the service with the typed name and opens the vote site', async () => {
    const user = userEvent.setup();
    setStubLocale('en-US');
    loggedIn();
    let answer!: (v: typeof ANSWER) => void;
    voteMock.mockReturnValue(new Promise((r) => (answer = r)));
    render(<VotePage />);
    const field = screen.getByRole('textbox', { name: 'Game account' });
    await user.clear(field);
    await user.type(field, 'other01');
    await user.click(screen.getByRole('button', { name: /Go to the vote site/ }));
    // The tab is opened inside the click, before the server answered (pop-up blockers).
    expect(openSpy).toHaveBeenCalledTimes(1);
    expect(voteMock).toHaveBeenCalledWith('other01');
    expect(tab.location.href).toBe('about:blank');
    await act(async () => answer(ANSWER));
    expect(tab.location.href).toBe(ANSWER.url);
    expect(tab.opener).toBeNull();
    expect(await screen.findByText(/The vote site opened in a new tab/)).toBeInTheDocument();
    expect(screen.getByText(/earns 5,500 NX \(day 2/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the vote site here/ })).toHaveAttribute('href', ANSWER.url);
  });

  it('tells the voter when the reward waits for the account to log in to the game once (unlocked on the site)', async () => {
    const user = userEvent.setup();
    setStubLocale('en-US');
    loggedIn();
    voteMock.mockResolvedValue({ ...ANSWER, waitsForGameLogin: true });
    render(<VotePage />);
    await user.click(screen.getByRole('button', { name: /Go to the vote site/ }));
    expect(await screen.findByText(/credited after the account logs in to the game once/)).toBeInTheDocument();
    expect(screen.getByText(/earns 5,500 NX/)).toBeInTheDocument();
  });

  it("shows 'vote failed' with the server's message and closes the pending tab", async () => {
    const user = userEvent.setup();
    setStubLocale('en-US');
    loggedIn();
    voteMock.mockRejectedValue(Object.assign(new Error('This game account does not exist'), { code: 40400, status: 404 }));
    render(<VotePage />);
    await user.click(screen.getByRole('button', { name: /Go to the vote site/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vote failed');
    expect(alert).toHaveTextContent('This game account does not exist');
    expect(tab.close).toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Vote failed: This game account does not exist');
    // The form can be sent again.
    await waitFor(() => expect(screen.getByRole('button', { name: /Go to the vote site/ })).toBeEnabled());
  });

  it('explains the rewards with the figures of config/site.ts', () => {
    setStubLocale('en-US');
    render(<VotePage />);
    const rewards = screen.getByTestId('vote-rewards');
    const { baseNx, streakBonusNx, capNx, creditMinutes } = site.vote;
    const n = (v: number) => v.toLocaleString('en-US');
    expect(rewards).toHaveTextContent(`${n(baseNx)} NX`);
    expect(rewards).toHaveTextContent(`+${n(streakBonusNx)} NX per day`);
    expect(rewards).toHaveTextContent(`up to ${n(capNx)} NX`);
    expect(rewards).toHaveTextContent(`within ${creditMinutes} minutes`);
    // Day 1 is the base, the last day reaches the cap.
    const days = rewards.querySelectorAll('ol > li');
    expect(days[0]).toHaveTextContent(`${n(baseNx)}Day 1`);
    expect(days[days.length - 1]).toHaveTextContent(`${n(capNx)}Day ${days.length}+`);
    expect(days).toHaveLength((capNx - baseNx) / streakBonusNx + 1);
  });
});
