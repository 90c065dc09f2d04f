/**
 * Site configuration: the one place an operator changes the server's name, rates,
 * figures, contacts and download links. Components read from here; nothing of this
 * is written into a component. Text lives in locales/, figures live here.
 */
export const site = {
  name: 'MapleStory Classic',
  shortName: 'MS Classic',
  /** Rates. expAfter200 is the rate after level 200. */
  rates: { exp: 2, expAfter200: 1, meso: 2.5, drop: 1, bossDrop: 2.5, questPerLevelBand: 2.5, partyQuestExtra: 2, expCapLevel: 200 },
  darkEvent: { minutes: 90, monsterMultiplier: 3, hpMultiplier: 2 },
  blessings: { mageArcher: 30, archerPhase2: 120, warrior: 160 },
  /** One job-switch level, shown the same in both languages (docs/architecture.md, "Choices"). */
  jobSwitchLevel: 160,
  maxLevel: 255,
  aranBlessing: { first: 12, second: 20 },
  combo: { first: 100, every: 30 },
  buffSeconds: { min: 25, max: 40 },
  maxHpGrowth: { perNewQuest: 6, perMonsterCardSet: 25 },
  scrollBoost: { hpMp: 5, magicAttack: 4, other: 2 },
  freeTrialLevel: 70,
  vote: { baseNx: 5000, streakBonusNx: 500, capNx: 10000, creditMinutes: 5 },
  /**
   * Game time. Every game day (GAME_TIMEZONE), an account that played that day and has a
   * character above freeTrialLevel is charged one day of its balance. Cards sell whole
   * days; a card of planDays.WEEK / MONTH / YEAR days is that plan, any other a CUSTOM one.
   */
  billing: { chargeEverySeconds: 600, planDays: { WEEK: 7, MONTH: 30, YEAR: 365 } },
  /** Invite codes an account may have used (people it invited), and the progress refresh cooldown. */
  invites: { maxInvites: 10, syncCooldownSeconds: 60 },
  inviteRewards: {
    invitee: { nxCredit: 10000, rewardPoints: 10 },
    /**
     * When the invitee reward is withheld (the registration itself always succeeds): it is
     * paid once per e-mail mailbox, never when the inviter is the registrant's own mailbox or
     * an account registered from the same address within `sameAddressHours`, and an
     * inviter's rewarded invitees are capped at `perInviterPerDay` in any 24 hours and
     * `perInviterTotal` in all (docs/operations.md "Invitee reward").
     */
    inviteeLimits: { perInviterPerDay: 5, perInviterTotal: 50, sameAddressHours: 24 },
    /**
     * What an inviter may claim once per invitee and milestone: reached when the invitee's
     * best character is at least `level` (1 = a character was created). Types:
     * reward_points, vote_points, game_time_days (billing ledger), custom (recorded; an
     * operator hands it over).
     */
    inviter: [
      { milestone: 'created', level: 1, type: 'reward_points', amount: 1 },
      { milestone: 'level20', level: 20, type: 'reward_points', amount: 2 },
      { milestone: 'level50', level: 50, type: 'reward_points', amount: 3 },
      { milestone: 'level70', level: 70, type: 'game_time_days', amount: 2 },
      { milestone: 'level100', level: 100, type: 'game_time_days', amount: 3 },
      { milestone: 'level120', level: 120, type: 'game_time_days', amount: 5 },
    ],
  },
  /**
   * Web-shop gifts refused for the receiver's name or birthday (or the sender's own
   * birthday) allowed within `windowHours`, per receiver character name and per sender
   * account; beyond them every gift to that name (or from that account) is refused with 429
   * until the oldest failure ages out, so a birthday cannot be guessed (docs/operations.md).
   */
  giftFailures: { perReceiver: 5, perSender: 10, windowHours: 24 },
  support: { chatGroup: '612345789', email: 'support@maple-classic.example', hours: '24/7' },
  client: {
    version: '1.1.0',
    diskGb: 5,
    ramGb: 4,
    downloaderHost: '127.0.0.1',
    downloads: {
      fullClient: [
        { id: 'mirror1', url: '/downloads/MapleClassic-1.1.0-full.zip', sizeMb: 4210 },
        { id: 'mirror2', url: '/downloads/MapleClassic-1.1.0-full.7z', sizeMb: 3875 },
      ],
      patch: { url: '/downloads/MapleClassic-patch-1.1.0.zip', sizeMb: 186 },
      updateTool: { url: '/downloads/MapleClassicUpdater.exe', sizeMb: 12 },
      vcredist: 'https://aka.ms/vs/17/release/vc_redist.x86.exe',
    },
  },
  /** External vote site; {account} is replaced with the account name. */
  voteSiteUrl: 'https://gtop100.example/in/maple-classic?account={account}',
  storybookPath: '/storybook/',
} as const;

export type SiteConfig = typeof site;
