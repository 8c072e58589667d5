import type { Ambiente, CadastrosInput, EnvioAulaInput } from './protocol.ts';
import { type StartedSimulator, type StartOptions, startSimulator } from './server.ts';

/** The authority's clock in the tests: lessons of 20/11/2026 are five days old. */
export const NOW = new Date('2026-11-25T15:00:00.000Z');
export const CFC = { codigo: 'autoescolademo', cnpj: '11222333000181', uf: 'MA' };

type AulaInput = EnvioAulaInput['aula'];
let sequence = 0;

/** A lesson of 50 minutes given on 20/11/2026 at 09:00 São Paulo time, with a fresh `id_externo`. */
export function envio(aula: Partial<AulaInput> = {}): EnvioAulaInput {
  sequence++;
  return {
    cfc: { ...CFC },
    aula: {
      id_externo: `autoescolademo-${sequence}`,
      cpf: '52998224725',
      renach: 'MA123456789',
      categoria: 'B',
      instrutor: { cpf: '11144477735', nome: 'Carlos Lima' },
      veiculo: { placa: 'ABC1D23' },
      inicio: '2026-11-20T12:00:00.000Z',
      fim: '2026-11-20T12:50:00.000Z',
      tipo: 'normal',
      dupla: false,
      hodometro_inicio: 12000,
      hodometro_fim: 12018,
      ...aula,
    },
  };
}

/** A CPF-shaped number of its own for the n-th candidate or instructor of a test. */
export const cpf = (n: number) => String(20_000_000_000 + n);

/** The registry entries that let these lessons pass the production-like checks. */
export function cadastrosPara(...envios: EnvioAulaInput[]): CadastrosInput {
  return {
    processos: envios.map(({ aula }) => ({
      cpf: aula.cpf,
      renach: aula.renach,
      categoria: aula.categoria,
      data_abertura: '2026-01-15',
      ladv_validade: '2027-01-15',
    })),
    instrutores: envios.map(({ aula }) => ({
      cpf: aula.instrutor.cpf,
      nome: aula.instrutor.nome,
      cnh: 'AB',
    })),
    veiculos: envios.map(({ aula, cfc }) => ({
      placa: aula.veiculo.placa,
      cnpj: cfc.cnpj ?? CFC.cnpj,
      vinculos: [{ inicio: '2026-01-01', fim: null }],
    })),
  };
}

export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the replies are JSON read by the assertions
  body: any;
}

/** A client of the simulator over real HTTP, as the platform's adapter talks to it. */
export class SimClient {
  constructor(
    readonly url: string,
    private readonly credentials = 'cfc:cfc',
  ) {}

  send(body: EnvioAulaInput, ambiente: Ambiente = 'producao', init: RequestInit = {}): Promise<Reply> {
    return this.call('POST', `${prefix(ambiente)}/aulas-praticas`, body, init);
  }

  correct(body: EnvioAulaInput, ambiente: Ambiente = 'producao'): Promise<Reply> {
    const id = encodeURIComponent(body.aula.id_externo);
    return this.call('PUT', `${prefix(ambiente)}/aulas-praticas/${id}`, body);
  }

  situacao(idExterno: string, ambiente: Ambiente = 'producao'): Promise<Reply> {
    return this.call('GET', `${prefix(ambiente)}/aulas-praticas/${encodeURIComponent(idExterno)}`);
  }

  aulasDoCandidato(cpfCandidato: string, ambiente: Ambiente = 'producao'): Promise<Reply> {
    return this.call('GET', `${prefix(ambiente)}/candidatos/${cpfCandidato}/aulas`);
  }

  cadastrar(cadastros: CadastrosInput): Promise<Reply> {
    return this.call('PUT', '/_sim/cadastros', cadastros);
  }

  falha(modo: string, atrasoMs?: number): Promise<Reply> {
    return this.call('PUT', '/_sim/falha', { modo, atraso_ms: atrasoMs });
  }

  estado(): Promise<Reply> {
    return this.call('GET', '/_sim/estado');
  }

  async call(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<Reply> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(this.credentials).toString('base64')}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      ...init,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
}

const prefix = (ambiente: Ambiente) => (ambiente === 'producao' ? '/api' : '/homologacao/api');

/** A real simulator on a free loopback port with the test clock, and a client of it. */
export async function startTestSimulator(
  options: StartOptions = {},
): Promise<{ sim: StartedSimulator; client: SimClient }> {
  const sim = await startSimulator({ now: () => NOW, ...options });
  return { sim, client: new SimClient(sim.url) };
}
