import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { MOBILE_MAX_WIDTH, PC_MIN_WIDTH } from './breakpoints';

const em = (px: number) => `${px / 16}em`;
const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';
const closeButtonProps = { 'aria-label': 'Zamknij' };

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  fontFamily,
  headings: { fontFamily },
  breakpoints: {
    xs: em(576),
    sm: em(MOBILE_MAX_WIDTH + 1),
    md: em(PC_MIN_WIDTH),
    lg: em(1200),
    xl: em(1400),
  },
  components: {
    Alert: { defaultProps: { closeButtonLabel: 'Zamknij' } },
    Modal: { defaultProps: { closeButtonProps } },
    // A <header> outside <main> is a second banner landmark (axe): the dialog's header is a plain block.
    ModalHeader: { defaultProps: { component: 'div' } },
    // The default description colour (gray 6) fails WCAG AA contrast on white.
    Notification: { defaultProps: { closeButtonProps }, styles: { description: { color: 'var(--mantine-color-gray-8)' } } },
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Pokaż lub ukryj hasło' } } },
  },
});

/**
 * Shades that pass WCAG AA contrast: field descriptions and errors on white (the defaults, gray 6 and red 6, do not),
 * and the light buttons' blue 9 text on their background, hovered too (on the default hover, blue 2, it is 4.0:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-blue-light': 'var(--mantine-color-blue-0)',
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
  },
  dark: {},
});
