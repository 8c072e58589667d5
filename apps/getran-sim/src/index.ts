export { buildSimulator, type SimulatorApp, type SimulatorOptions } from './app.ts';
export type { EstadoSimulador, SimulatorControls } from './controls.ts';
export {
  AMBIENTES,
  type Ambiente,
  type AulaDoCandidato,
  type Cadastros,
  type CadastrosInput,
  type DadosCorrecao,
  type EnvioAula,
  type EnvioAulaInput,
  envioAulaSchema,
  type Falha,
  type FalhaInput,
  MODOS_FALHA,
  type ModoFalha,
  type RespostaAceita,
  type RespostaConflito,
  type RespostaInvalida,
  type RespostaRejeitada,
  type SituacaoAula,
  STATUS,
  type StatusRecebida,
} from './protocol.ts';
export { DIAS_PARA_AUDITORIA } from './receive.ts';
export { type StartedSimulator, type StartOptions, startSimulator } from './server.ts';
