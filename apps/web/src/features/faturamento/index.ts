// What the app uses of the billing screens: its pages, registered in app/screens.ts.
export * from './FaturamentoPages.tsx';
