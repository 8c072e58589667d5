import type { FailureSwitch } from './failures.ts';
import type { StateFile } from './persistence.ts';
import {
  AMBIENTES,
  type Ambiente,
  type CadastrosInput,
  cadastrosSchema,
  type Falha,
  type FalhaInput,
  falhaSchema,
} from './protocol.ts';
import type { SimulatorStore } from './store.ts';

export interface EstadoSimulador {
  falha: Falha;
  ambientes: Record<Ambiente, { aceitas: number; em_analise: number; rejeitadas: number }>;
  cadastros: { processos: number; instrutores: number; veiculos: number };
}

/**
 * The simulator's controls, for its HTTP routes under `/_sim` and for code that starts it in
 * process (the platform's start script and tests).
 */
export class SimulatorControls {
  constructor(
    private readonly store: SimulatorStore,
    private readonly falha: FailureSwitch,
    private readonly file: StateFile | null,
  ) {}

  /** Merges processes, instructors and vehicles into the registry (throws on an invalid registry). */
  cadastrar(cadastros: CadastrosInput): EstadoSimulador['cadastros'] {
    this.store.cadastrar(cadastrosSchema.parse(cadastros));
    return this.store.cadastro.contagem();
  }

  falhar(falha: FalhaInput): Falha {
    return this.falha.set(falhaSchema.parse(falha));
  }

  /** Forgets every lesson of both environments, not the registry. */
  reiniciar(): EstadoSimulador {
    this.store.forgetAulas();
    return this.estado();
  }

  estado(): EstadoSimulador {
    const counts = (ambiente: Ambiente) => {
      const { aceita, em_analise, rejeitada } = this.store.aulas[ambiente].contagem();
      return { aceitas: aceita, em_analise, rejeitadas: rejeitada };
    };
    const ambientes = Object.fromEntries(AMBIENTES.map((ambiente) => [ambiente, counts(ambiente)]));
    return {
      falha: this.falha.current,
      ambientes: ambientes as EstadoSimulador['ambientes'],
      cadastros: this.store.cadastro.contagem(),
    };
  }

  /** Waits until the state file holds every change so far (nothing to do without a file). */
  async flush(): Promise<void> {
    await this.file?.flush();
  }
}
