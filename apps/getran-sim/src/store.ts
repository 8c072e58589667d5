import type { ViolationCode } from '@cfc/domain';
import { Cadastro } from './cadastro.ts';
import {
  AMBIENTES,
  type Ambiente,
  type Cadastros,
  type EnvioAula,
  STATUS,
  type StatusRecebida,
} from './protocol.ts';

/** A lesson as the authority keeps it: the last content sent under its `id_externo` and the outcome. */
export interface AulaRegistrada {
  id_externo: string;
  envio: EnvioAula;
  /** Accepted statuses or the text of the rejection. */
  status: string;
  /** The rejection's code; null once received. */
  codigo: ViolationCode | null;
  /** Given on acceptance; null while only rejected. */
  protocolo: string | null;
  recebida_em: string;
}

export type Situacao = 'aceita' | 'em_analise' | 'rejeitada';

export function situacaoDe(status: string): Situacao {
  if (status === STATUS.aceito || status === STATUS.corrigido) return 'aceita';
  if (status === STATUS.emAnalise) return 'em_analise';
  return 'rejeitada';
}

/** True when the authority holds the lesson (accepted or in analysis): it counts for the rules. */
export function isRecebida(
  aula: AulaRegistrada,
): aula is AulaRegistrada & { status: StatusRecebida; protocolo: string } {
  return situacaoDe(aula.status) !== 'rejeitada' && aula.protocolo !== null;
}

/** Same lesson, same content: key order does not matter. */
export function conteudo(envio: EnvioAula): string {
  return JSON.stringify(envio, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/** The lessons of one environment, indexed by candidate and instructor CPF for the rules. */
export class Aulas {
  private readonly porId = new Map<string, AulaRegistrada>();
  private readonly porCandidato = new Map<string, Set<string>>();
  private readonly porInstrutor = new Map<string, Set<string>>();

  get(idExterno: string): AulaRegistrada | null {
    return this.porId.get(idExterno) ?? null;
  }

  /** The candidate's lessons the authority holds. */
  doCandidato(cpf: string): AulaRegistrada[] {
    return this.held(this.porCandidato.get(cpf));
  }

  /** The instructor's lessons the authority holds, with every candidate. */
  doInstrutor(cpf: string): AulaRegistrada[] {
    return this.held(this.porInstrutor.get(cpf));
  }

  contagem(): Record<Situacao, number> {
    const counts: Record<Situacao, number> = { aceita: 0, em_analise: 0, rejeitada: 0 };
    for (const aula of this.porId.values()) counts[situacaoDe(aula.status)]++;
    return counts;
  }

  all(): AulaRegistrada[] {
    return [...this.porId.values()];
  }

  save(aula: AulaRegistrada): void {
    const previous = this.porId.get(aula.id_externo);
    if (previous) {
      this.porCandidato.get(previous.envio.aula.cpf)?.delete(previous.id_externo);
      this.porInstrutor.get(previous.envio.aula.instrutor.cpf)?.delete(previous.id_externo);
    }
    this.porId.set(aula.id_externo, aula);
    index(this.porCandidato, aula.envio.aula.cpf, aula.id_externo);
    index(this.porInstrutor, aula.envio.aula.instrutor.cpf, aula.id_externo);
  }

  clear(): void {
    this.porId.clear();
    this.porCandidato.clear();
    this.porInstrutor.clear();
  }

  private held(ids: Set<string> | undefined): AulaRegistrada[] {
    const found: AulaRegistrada[] = [];
    for (const id of ids ?? []) {
      const aula = this.porId.get(id);
      if (aula && isRecebida(aula)) found.push(aula);
    }
    return found;
  }
}

function index(map: Map<string, Set<string>>, key: string, id: string) {
  const ids = map.get(key);
  if (ids) ids.add(id);
  else map.set(key, new Set([id]));
}

/** Everything the simulator keeps, as written to its file. */
export interface Snapshot {
  versao: 1;
  protocolos: number;
  cadastros: Cadastros;
  aulas: Record<Ambiente, AulaRegistrada[]>;
}

/**
 * The simulator's state: the registry and the lessons of both environments. Every change goes
 * through a method here, which tells the listener (the state file) that something changed.
 */
export class SimulatorStore {
  readonly cadastro = new Cadastro();
  readonly aulas: Readonly<Record<Ambiente, Aulas>> = { producao: new Aulas(), homologacao: new Aulas() };
  private protocolos = 0;
  private listener: () => void = () => {};

  static fromSnapshot(snapshot: Snapshot): SimulatorStore {
    const store = new SimulatorStore();
    store.cadastro.merge(snapshot.cadastros);
    for (const ambiente of AMBIENTES)
      for (const aula of snapshot.aulas[ambiente]) store.aulas[ambiente].save(aula);
    store.protocolos = snapshot.protocolos;
    return store;
  }

  onChange(listener: () => void): void {
    this.listener = listener;
  }

  cadastrar(cadastros: Cadastros): void {
    this.cadastro.merge(cadastros);
    this.listener();
  }

  save(ambiente: Ambiente, aula: AulaRegistrada): void {
    this.aulas[ambiente].save(aula);
    this.listener();
  }

  /** Protocols are never reused, not even after a restart of the lessons. */
  nextProtocolo(ambiente: Ambiente): string {
    this.protocolos++;
    return `${ambiente === 'producao' ? 'P' : 'H'}${String(this.protocolos).padStart(10, '0')}`;
  }

  /** Forgets every lesson of both environments; the registry stays. */
  forgetAulas(): void {
    for (const ambiente of AMBIENTES) this.aulas[ambiente].clear();
    this.listener();
  }

  snapshot(): Snapshot {
    return {
      versao: 1,
      protocolos: this.protocolos,
      cadastros: this.cadastro.toJSON(),
      aulas: { producao: this.aulas.producao.all(), homologacao: this.aulas.homologacao.all() },
    };
  }
}
