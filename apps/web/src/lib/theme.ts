import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { MOBILE_MAX_WIDTH, PC_MIN_WIDTH } from './breakpoints';
import dialog from '../components/ui/Dialog.module.css';

const em = (px: number) => `${px / 16}em`;
// The self-hosted font (assets/fonts/fonts.css) first; the system's until it has loaded.
const fontFamily =
  '"Source Sans 3", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

/** The brand's navy (docs/design.md): from shade 5 on, white text on it passes WCAG AA (4.9:1 and more). */
const brand: MantineColorsTuple = ['#eaf1fb', '#d3e1f5', '#a7c2ea', '#789fdd', '#5282d1', '#3a6fc8', '#2d63bf', '#2154a8', '#1a4a96', '#123c7c'];
/** The logo's tick and nothing else: amber is never a text colour. */
const ACCENT = '#f5b700';
const closeButtonProps = { 'aria-label': 'Zamknij' };

/**
 * On a phone the form and wizard dialogs (sizes lg and xl) take the whole screen; a short one (a question, a notice, a
 * small form) stays a card over the page (components/ui/Dialog.module.css).
 */
const fullScreenOnPhone = { root: dialog.root, inner: dialog.inner, content: dialog.content, body: dialog.body };
const dialogClassNames = (_theme: unknown, props: { size?: unknown }) => (props.size === 'lg' || props.size === 'xl' ? fullScreenOnPhone : {});

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
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
    // A light alert's title in its own colour fails WCAG AA on its tint (yellow 9 on yellow 0: 2.7:1): it is drawn in the
    // text colour, the tint and the icon keep the alert's colour.
    Alert: { defaultProps: { closeButtonLabel: 'Zamknij' }, styles: { title: { color: 'var(--mantine-color-text)' } } },
    // A link in running text must stand out by more than its colour (WCAG 1.4.1): the brand's navy is close to black.
    Anchor: { defaultProps: { underline: 'always' } },
    Modal: { defaultProps: { closeButtonProps }, classNames: dialogClassNames },
    // A <header> outside <main> is a second banner landmark (axe): a dialog's or drawer's header is a plain block.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // The default description colour (gray 6) fails WCAG AA contrast on white.
    Notification: { defaultProps: { closeButtonProps }, styles: { description: { color: 'var(--mantine-color-gray-8)' } } },
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Pokaż lub ukryj hasło' } } },
  },
});

/**
 * Shades that pass WCAG AA contrast: field descriptions and errors on white (the defaults, gray 6 and red 6, do not),
 * and the light buttons' text on their background, hovered too (a paler background than the default's).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--panel-accent': ACCENT },
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-brand-light': 'var(--mantine-color-brand-0)',
    '--mantine-color-brand-light-hover': 'var(--mantine-color-brand-1)',
  },
  dark: {},
});
