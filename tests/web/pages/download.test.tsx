import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../config/site';
import { installTestObserver, removeTestObserver, scrollNear } from '../../support/testObserver';
import { setModels, setStubLocale } from '../../support/umi-max';
import { resetPageModels } from './pageModels';

/** How many times the FAQ's code was fetched. */
const fetched = vi.hoisted(() => ({ faq: 0 }));
vi.mock('@/pages/download/components/ClientFaq', async (original) => {
  fetched.faq += 1;
  return original();
});

const { default: DownloadPage } = await import('@/pages/download/index');

beforeEach(() => resetPageModels());

describe('download page', () => {
  // First: no earlier test has fetched the FAQ's code yet.
  it('loads the FAQ only when the visitor scrolls near it, keeping its place meanwhile', async () => {
    installTestObserver();
    try {
      setStubLocale('en-US');
      render(<DownloadPage />);
      expect(screen.getByTestId('download-guide')).toBeInTheDocument();
      expect(screen.getByTestId('download-faq-place')).toBeInTheDocument();
      expect(screen.queryByTestId('download-faq')).toBeNull();
      expect(fetched.faq).toBe(0);
      scrollNear();
      expect(await screen.findByTestId('download-faq')).toBeInTheDocument();
      expect(screen.queryByTestId('download-faq-place')).toBeNull();
      expect(fetched.faq).toBe(1);
    } finally {
      removeTestObserver();
    }
  });

  it('links the full client mirrors and the patch from config/site.ts', () => {
    setStubLocale('en-US');
    render(<DownloadPage />);
    const options = screen.getByTestId('download-options');
    site.client.downloads.fullClient.forEach((mirror, i) => {
      expect(within(options).getByRole('link', { name: new RegExp(`Mirror ${i + 1}`) })).toHaveAttribute('href', mirror.url);
    });
    expect(within(options).getByRole('link', { name: /Download patch/ })).toHaveAttribute('href', site.client.downloads.patch.url);
  });

  it('keeps the update tool behind login when logged out, and says so', () => {
    render(<DownloadPage />);
    const updater = screen.getByTestId('download-updater');
    expect(within(updater).getByRole('button', { name: /下載更新工具/ })).toBeDisabled();
    expect(within(updater).queryByRole('link', { name: /下載更新工具/ })).not.toBeInTheDocument();
    expect(within(updater).getByText(/需要登入才能下載更新工具/)).toBeInTheDocument();
    expect(within(updater).getByRole('link', { name: /登入後下載/ })).toHaveAttribute('href', '/auth/login?from=%2Fdownload');
    expect(updater.innerHTML).not.toContain(site.client.downloads.updateTool.url);
  });

  it('offers the update tool to a logged-in player', () => {
    setStubLocale('en-US');
    setModels({ auth: { isAuthenticated: true, isLoading: false, user: { username: 'demo01' } } });
    render(<DownloadPage />);
    const updater = screen.getByTestId('download-updater');
    expect(within(updater).getByRole('link', { name: /Download update tool/ })).toHaveAttribute('href', site.client.downloads.updateTool.url);
    expect(within(updater).queryByText(/You need to log in/)).not.toBeInTheDocument();
  });

  it('lists the system requirements from config/site.ts', () => {
    setStubLocale('en-US');
    render(<DownloadPage />);
    const req = screen.getByTestId('download-requirements');
    expect(req).toHaveTextContent(`${site.client.ramGb} GB or more`);
    expect(req).toHaveTextContent(`${site.client.diskGb} GB free or more`);
    expect(req).toHaveTextContent(`v${site.client.version}`);
  });

  it('has an install guide in steps and the F12 resolution tip', () => {
    render(<DownloadPage />);
    const guide = screen.getByTestId('download-guide');
    expect(guide.querySelectorAll('.ant-steps-item')).toHaveLength(5);
    expect(guide).toHaveTextContent('按 F12 可開啟設定面板');
  });

  it('answers the client errors of the FAQ in a collapse', async () => {
    const user = userEvent.setup();
    setStubLocale('en-US');
    render(<DownloadPage />);
    const faq = await screen.findByTestId('download-faq');
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((q) => q.textContent)).toEqual([
      'Error code -38 or -2147467261 (Invalid Pointer)',
      'A .dll file is missing',
      'The game starts but no window appears',
      'Cannot connect to the server',
      'My antivirus reports a virus',
    ]);
    expect(within(faq).queryByText(/Visual C\+\+ Redistributable \(x86\) and restart/)).not.toBeInTheDocument();
    await user.click(questions[1]);
    expect(await within(faq).findByText(/Visual C\+\+ Redistributable \(x86\) and restart/)).toBeInTheDocument();
    await user.click(questions[4]);
    expect(await within(faq).findByText(/exclusions/)).toBeInTheDocument();
  });

  it('shows the support contacts', () => {
    render(<DownloadPage />);
    const support = screen.getByTestId('download-support');
    expect(support).toHaveTextContent(site.support.chatGroup);
    expect(within(support).getByRole('link', { name: site.support.email })).toHaveAttribute('href', `mailto:${site.support.email}`);
    expect(support).toHaveTextContent(site.support.hours);
  });
});
