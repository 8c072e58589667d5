// What other features may use of turmas: they import it from here, never its files (ARCHITECTURE §16).
export { AulaStatusBadge, TurmaStatusBadge } from './components/StatusBadges.tsx';
export { useFolha } from './components/useFolha.ts';
