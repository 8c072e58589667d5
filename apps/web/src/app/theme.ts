import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type ModalProps,
} from '@mantine/core';
import i18n from 'i18next';
import { MODAL_TRANSITION_MS } from '../ui/constants.ts';

// SPEC §9 colours sit at shade 5; lighter shades for backgrounds, darker ones for text on white.
const brand: MantineColorsTuple = [
  '#f1fdf5',
  '#defae9',
  '#c1f5d6',
  '#a1f0c1',
  '#79eaa6',
  '#4ae387',
  '#41c676',
  '#37a563',
  '#2d8450',
  '#24673f',
];
const danger: MantineColorsTuple = [
  '#fdf1f1',
  '#fadede',
  '#f5c1c1',
  '#f0a1a1',
  '#ea7979',
  '#e34a4a',
  '#c54242',
  '#a23a38',
  '#7f312f',
  '#612a27',
];
const info: MantineColorsTuple = [
  '#f1f9fd',
  '#def1fa',
  '#c1e5f5',
  '#a1d7f0',
  '#79c6ea',
  '#4ab2e3',
  '#419cc5',
  '#3783a3',
  '#2d6981',
  '#245364',
];
const warning: MantineColorsTuple = [
  '#fefbef',
  '#fef6db',
  '#fceebb',
  '#fbe496',
  '#f9d96a',
  '#f7cc36',
  '#d6b231',
  '#b0952a',
  '#8a7724',
  '#695e1f',
];

const SYSTEM_FONTS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Liberation Sans', 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  colors: { brand, danger, info, warning },
  primaryColor: 'brand',
  primaryShade: { light: 5, dark: 6 },
  // Dark text on the light green, yellow and blue; white text on red.
  autoContrast: true,
  luminanceThreshold: 0.35,
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    // A plain object rather than Modal.extend(): naming the component would put the dialogs' code in
    // the first load of every page.
    Modal: {
      defaultProps: { transitionProps: { duration: MODAL_TRANSITION_MS } } satisfies Partial<ModalProps>,
    },
    // Dialogs, drawers and toasts close with an icon: name it, in the language shown at each render.
    CloseButton: { defaultProps: () => ({ 'aria-label': i18n.t('widgets.close') }) },
  },
});

/** Green text and focus rings need a darker shade than the button green to be readable on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-anchor': 'var(--mantine-color-brand-9)',
    // Secondary text stays readable (contrast > 4.5:1) on the grey page background too.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-danger-7)',
    '--mantine-color-brand-light-color': 'var(--mantine-color-brand-9)',
    '--mantine-color-danger-light-color': 'var(--mantine-color-danger-7)',
    '--mantine-color-info-light-color': 'var(--mantine-color-info-8)',
    '--mantine-color-warning-light-color': 'var(--mantine-color-warning-9)',
    // Grey at shade 5 falls to 2:1 on white; grey badges, outlines and fills use shade 7 (> 7:1).
    '--mantine-color-gray-filled': 'var(--mantine-color-gray-7)',
    '--mantine-color-gray-filled-hover': 'var(--mantine-color-gray-8)',
    '--mantine-color-gray-light-color': 'var(--mantine-color-gray-7)',
    '--mantine-color-gray-outline': 'var(--mantine-color-gray-7)',
    '--mantine-color-gray-text': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
