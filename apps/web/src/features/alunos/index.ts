// What other features may use of alunos: they import it from here, never its files (ARCHITECTURE §16).
export { useAluno } from './api.ts';
export { AlunoPicker } from './components/AlunoPicker.tsx';
