/**
 * Shared pieces of the account-screen stories: the card frame and fixed answers, so
 * the stories render without the API (Storybook served by the API server still solves
 * the real proof of work at /api/v1/auth/altcha-challenge).
 */
import type { ReactNode } from 'react';
import { UserOutlined } from '@ant-design/icons';
import type { HumanCheckConfig, TermsOfService } from '@/services/account';
import AuthShell from './AuthShell';

export const storyHumanCheck: HumanCheckConfig = { provider: 'altcha', challengeUrl: '/api/v1/auth/altcha-challenge' };

export const storyTerms: TermsOfService = {
  title: 'MapleStory Classic 服務條款 / Terms of Service',
  updatedAt: '最後更新：2025 年 11 月 1 日 · Last updated: November 1, 2025',
  sections: Array.from({ length: 6 }, (_, i) => ({
    title: `${i + 1}. 條款 / Article ${i + 1}`,
    body:
      '玩家應遵守遊戲規則，不得使用外掛、洗錢或任何破壞遊戲平衡的行為。\nPlayers follow the game rules: no cheats, no real-money trading, nothing that breaks the balance of the game.',
  })),
};

export const loadStoryTerms = () => Promise.resolve(storyTerms);
export const loadFailingTerms = () => Promise.reject(new Error('offline'));
export const never = () => new Promise<never>(() => {});

export function StoryFrame({ children, wide, title }: { children: ReactNode; wide?: boolean; title: string }) {
  return (
    <AuthShell titleId="story-title" icon={<UserOutlined />} title={title} wide={wide}>
      {children}
    </AuthShell>
  );
}
