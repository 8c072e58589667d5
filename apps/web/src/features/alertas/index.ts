// What other features and the app use of the alerts: the panel (a lesson's or a school's alerts) and the live event.
export { useAlertasAoVivo } from './api.ts';
export { AlertasPanel, type AlertasPanelProps } from './components/AlertasPanel.tsx';
