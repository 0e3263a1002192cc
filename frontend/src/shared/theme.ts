import type { ThemeConfig } from 'antd';

/** Brand colours; the same values are CSS custom properties in global.css (:root). */
export const brand = {
  primary: '#15803d',
  primaryDark: '#14532d',
  text: '#1c2b22',
  textSecondary: '#4a5a50',
  background: '#f6faf5',
};

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorLink: brand.primary,
    colorText: brand.text,
    colorTextSecondary: brand.textSecondary,
    colorBgLayout: brand.background,
    borderRadius: 10,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    fontSize: 16,
  },
  components: {
    Button: { fontWeight: 600 },
  },
};
