// What other features may use of relatorios: they import it from here, never its files (ARCHITECTURE §16).
export { ProgressoCarga } from './components/ProgressoCarga.tsx';
export { RelatorioExportButtons } from './components/RelatorioExportButtons.tsx';
