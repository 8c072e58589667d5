// What other features may use of ead: they import it from here, never its files (ARCHITECTURE §16).

export { ChatPanel } from './components/ChatPanel.tsx';
export { ResultadoBadge } from './components/ResultadoAula.tsx';
export { ResultadoVerificacao } from './components/VerificacaoModal.tsx';
export { juntarMensagens } from './sala.ts';
export { formatarDuracao, useAgora } from './tempo.ts';
