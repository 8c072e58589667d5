// What other features may use of processos: they import it from here, never its files (ARCHITECTURE §16).
export { useProcessosDoAluno } from './api.ts';
export { AptidaoBadge } from './components/AptidaoPanel.tsx';
export { ProcessoForm } from './components/ProcessoForm.tsx';
export { ProcessosDoAlunoCard } from './components/ProcessosDoAlunoCard.tsx';
export { REGIME_LABELS } from './labels.ts';
export { consultaPath } from './links.ts';
