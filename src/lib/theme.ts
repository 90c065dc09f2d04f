/**
 * The game-toned antd theme: deep navy / indigo chrome with a warm orange-gold primary.
 * Plain data (no functions) so .umirc.ts can pass it to the antd plugin.
 */
export const palette = {
  navy950: '#070b1f',
  navy900: '#0c1230',
  navy800: '#141b45',
  indigo600: '#4c4fd6',
  indigo400: '#8b8ff0',
  gold500: '#f39c1f',
  gold400: '#ffb547',
  gold300: '#ffd28a',
  ink: '#1d2140',
  bg: '#f3f4fa',
} as const;

export const siteTheme = {
  token: {
    colorPrimary: palette.gold500,
    colorInfo: palette.indigo600,
    colorLink: '#c76f00',
    colorLinkHover: palette.gold500,
    colorSuccess: '#2fb36d',
    colorWarning: '#f5b301',
    colorError: '#e5484d',
    colorTextBase: palette.ink,
    colorBgLayout: palette.bg,
    borderRadius: 10,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang TC', 'Microsoft JhengHei', 'Noto Sans TC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Button: { fontWeight: 600, primaryShadow: '0 4px 14px rgba(243, 156, 31, 0.35)' },
    Layout: { headerBg: palette.navy900, footerBg: palette.navy950, bodyBg: palette.bg },
    Card: { borderRadiusLG: 14 },
    Notification: { width: 360 },
  },
};

/** ProLayout tokens for the dark header. */
export const layoutToken = {
  bgLayout: palette.bg,
  header: {
    colorBgHeader: palette.navy900,
    colorBgScrollHeader: palette.navy900,
    colorHeaderTitle: '#ffffff',
    colorTextMenu: '#c9cdf0',
    colorTextMenuSecondary: '#9aa0cf',
    colorTextMenuSelected: palette.gold400,
    colorTextMenuActive: '#ffffff',
    colorBgMenuItemHover: 'rgba(255,255,255,0.06)',
    colorBgMenuItemSelected: 'rgba(243,156,31,0.14)',
    colorBgMenuElevated: palette.navy800,
    colorTextRightActionsItem: '#e3e6ff',
    colorBgRightActionsItemHover: 'rgba(255,255,255,0.08)',
    heightLayoutHeader: 64,
  },
  sider: {
    colorMenuBackground: palette.navy900,
    colorTextMenu: '#c9cdf0',
    colorTextMenuSelected: palette.gold400,
    colorTextMenuItemHover: '#ffffff',
    colorTextMenuActive: '#ffffff',
    colorBgMenuItemSelected: 'rgba(243,156,31,0.14)',
    colorBgMenuItemHover: 'rgba(255,255,255,0.06)',
  },
  pageContainer: {
    paddingInlinePageContainerContent: 0,
    paddingBlockPageContainerContent: 0,
  },
};
