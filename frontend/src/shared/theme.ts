import type { ThemeConfig } from 'antd';

/** Brand colours; the same values are CSS custom properties in global.css (:root). */
export const brand = {
  primary: '#15803d',
  primaryDark: '#14532d',
  text: '#1c2b22',
  textSecondary: '#4a5a50',
  /** Hints, placeholders and disabled words: 4.8:1 on white (WCAG AA for text). */
  textMuted: '#6b756f',
  /** Borders of fields: 3.7:1 on white (WCAG AA for the parts of a control). */
  border: '#7b887f',
  /** Danger (Delete, errors): 6.6:1 on white; antd's own red is 3.3:1. */
  danger: '#b42318',
  dangerHover: '#912018',
  /** Primary buttons under the pointer or pressed: white on them stays 7:1 (antd's lighter hover is 3.8:1). */
  primaryHover: '#166534',
  background: '#f6faf5',
};

/** The screens counted as phones: fields and buttons there are at least 44 px tall. */
export const PHONE_QUERY = '(max-width: 575px)';

const token: ThemeConfig['token'] = {
  colorPrimary: brand.primary,
  colorPrimaryHover: brand.primaryHover,
  colorPrimaryActive: brand.primaryDark,
  colorLink: brand.primary,
  colorLinkHover: brand.primaryHover,
  colorLinkActive: brand.primaryDark,
  // Status colours are also the words of status tags on their pale backgrounds: 4.7-6:1 there
  // (antd's own green, gold and blue are 2.1-3.7:1).
  // Their pale backgrounds are given too: antd derives a grey one from a dark seed colour.
  colorSuccess: brand.primary,
  colorSuccessBg: '#f0f9f1',
  colorSuccessBorder: '#b7dfc0',
  colorWarning: '#b45309',
  colorWarningBg: '#fff7e6',
  colorWarningBorder: '#ffd591',
  colorInfo: '#0958d9',
  colorInfoBg: '#e6f4ff',
  colorInfoBorder: '#91caff',
  colorErrorBg: '#fff1f0',
  colorErrorBorder: '#ffccc7',
  // Preset tags ('Pending review', 'Required', 'Handled') write in shade 7 of their colour.
  green7: '#237804',
  gold7: '#874d00',
  colorText: brand.text,
  colorTextSecondary: brand.textSecondary,
  colorTextTertiary: brand.textSecondary,
  colorTextDescription: brand.textSecondary,
  colorTextQuaternary: brand.textMuted,
  colorTextPlaceholder: brand.textMuted,
  colorTextDisabled: brand.textMuted,
  colorIcon: brand.textSecondary,
  colorBorder: brand.border,
  colorError: brand.danger,
  colorErrorHover: brand.dangerHover,
  colorErrorTextHover: brand.dangerHover,
  colorErrorBorderHover: brand.dangerHover,
  colorBgLayout: brand.background,
  borderRadius: 10,
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  fontSize: 16,
};

export const theme: ThemeConfig = {
  token,
  components: {
    Button: { fontWeight: 600 },
  },
};

/** On phones, fields and buttons of the default and large sizes are touch targets of 44 px or more. */
export const phoneTheme: ThemeConfig = {
  ...theme,
  token: { ...token, controlHeight: 44, controlHeightLG: 48 },
};
