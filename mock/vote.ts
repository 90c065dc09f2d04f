/**
 * umi mock of voting (config/contract/vote.ts) for `npm run dev` without a server.
 * An account named "failvote" answers an error, to see the failure state.
 */
import { site } from '../config/site';

let counter = 0;

export default {
  'POST /api/v1/vote/': (req: { body?: { username?: string }; headers: Record<string, string | undefined> }, res: any) => {
    const username = String(req.body?.username ?? '').trim();
    const en = String(req.headers['accept-language'] ?? '').toLowerCase().startsWith('en');
    if (!/^[A-Za-z0-9]{5,12}$/.test(username)) {
      res.status(400).json({
        code: 40001,
        message: en ? 'Invalid game account name' : '遊戲帳號格式不正確',
        data: null,
      });
      return;
    }
    if (username.toLowerCase() === 'failvote') {
      res.status(404).json({
        code: 40400,
        message: en ? 'This game account does not exist' : '找不到這個遊戲帳號',
        data: null,
      });
      return;
    }
    counter += 1;
    const voteId = `mock-${Date.now().toString(36)}-${counter}`;
    res.json({
      code: 0,
      message: 'ok',
      data: {
        url: site.voteSiteUrl.replace('{account}', encodeURIComponent(username)) + `&pingback=${voteId}`,
        voteId,
        rewardNx: site.vote.baseNx,
        streak: 1,
        votedToday: false,
        waitsForGameLogin: false,
      },
    });
  },
};
