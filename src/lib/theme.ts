/**
 * The game-toned antd theme: deep navy / indigo chrome with a warm orange primary.
 * Plain data (no functions) so .umirc.ts can pass it to the antd plugin.
 *
 * Contrast (WCAG AA, 4.5:1 for text): the primary is a burnt orange that carries white
 * button text (5.0:1) and is itself readable as link, tab and level text on white and on
 * the pale warm panels (>= 4.5:1). The bright gold stays for decoration (gradients,
 * borders, the logo) and for text on the navy chrome, where it reads at 10:1. Secondary
 * text is a blue grey of 5.4:1; antd's tag colours use their darker shade so tag text on
 * its pale tint passes too.
 */
export const palette = {
  navy950: '#070b1f',
  navy900: '#0c1230',
  navy800: '#141b45',
  indigo600: '#4c4fd6',
  indigo400: '#8b8ff0',
  gold500: '#f39c1f',
  /** The primary: buttons with white text, links and highlighted text on light panels. */
  orange700: '#b45309',
  orange800: '#9a4500',
  orange900: '#7c3700',
  /** Meta text (dates, counts, hints) on white and the pale panels. */
  muted: '#5f6382',
  gold400: '#ffb547',
  gold300: '#ffd28a',
  ink: '#1d2140',
  bg: '#f3f4fa',
} as const;

export const siteTheme = {
  token: {
    colorPrimary: palette.orange700,
    // antd derives a lighter hover shade; a darker one keeps white text readable.
    colorPrimaryHover: palette.orange800,
    colorPrimaryActive: palette.orange900,
    colorPrimaryTextHover: palette.orange800,
    // Selected menu items show the primary as text on this tint (>= 4.5:1).
    colorPrimaryBg: '#fff7ed',
    colorPrimaryBgHover: '#fff2e0',
    colorInfo: palette.indigo600,
    colorLink: palette.orange700,
    colorLinkHover: palette.orange800,
    colorLinkActive: palette.orange900,
    colorTextTertiary: palette.muted,
    colorTextDescription: palette.muted,
    // Tag text is the palette's 7th shade on its 1st: shades that read at >= 4.5:1.
    green7: '#237804',
    volcano7: '#ad2102',
    orange7: '#ad4e00',
    gold7: '#874d00',
    colorSuccess: '#2fb36d',
    colorWarning: '#f5b301',
    // Danger menu items and field errors are red text on white: a red of 5.3:1.
    colorError: '#c9302c',
    colorTextBase: palette.ink,
    colorBgLayout: palette.bg,
    borderRadius: 10,
    // 'Noto Sans CJK TC' is the name Linux distributions install Noto's Traditional Chinese
    // font under ('Noto Sans TC' elsewhere): named, it draws Latin and Chinese alike, one font
    // per line instead of Arial's stand-in plus a fallback font for every Chinese run.
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang TC', 'Microsoft JhengHei', 'Noto Sans TC', 'Noto Sans CJK TC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Button: { fontWeight: 600, primaryShadow: '0 4px 14px rgba(180, 83, 9, 0.3)' },
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
