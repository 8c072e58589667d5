import type { FastifyInstance } from 'fastify';
import { basicAuth, type Credenciais } from '../auth.ts';
import type { FailureSwitch } from '../failures.ts';
import { type Ambiente, envioAulaSchema, invalida, parse, STATUS } from '../protocol.ts';
import { aulasDoCandidato, situacaoAula } from '../queries.ts';
import { type Metodo, receiveAula } from '../receive.ts';
import type { SimulatorStore } from '../store.ts';

export interface AuthorityOptions {
  ambiente: Ambiente;
  store: SimulatorStore;
  falha: FailureSwitch;
  credenciais: Credenciais;
  now: () => Date;
}

/** The authority's calls of one environment (docs/getran.md), under its prefix. */
export async function authorityRoutes(app: FastifyInstance, options: AuthorityOptions): Promise<void> {
  const { ambiente, store, now } = options;
  app.addHook('onRequest', options.falha.apply);
  app.addHook('onRequest', basicAuth(options.credenciais));

  const receive = (metodo: Metodo, body: unknown, idDoCaminho?: string) => {
    const parsed = parse(envioAulaSchema, body);
    if (!parsed.ok) return { http: 400, corpo: parsed.resposta } as const;
    if (idDoCaminho !== undefined && parsed.value.aula.id_externo !== idDoCaminho) {
      const mensagem = 'O id_externo do corpo difere do endereço.';
      return { http: 400, corpo: invalida([{ path: ['aula', 'id_externo'], message: mensagem }]) } as const;
    }
    return receiveAula(store, ambiente, parsed.value, metodo, now());
  };

  app.post('/aulas-praticas', async (request, reply) => {
    const resposta = receive('envio', request.body);
    return reply.code(resposta.http).send(resposta.corpo);
  });

  app.put<{ Params: { idExterno: string } }>('/aulas-praticas/:idExterno', async (request, reply) => {
    const resposta = receive('correcao', request.body, request.params.idExterno);
    return reply.code(resposta.http).send(resposta.corpo);
  });

  app.get<{ Params: { idExterno: string } }>('/aulas-praticas/:idExterno', async (request, reply) => {
    const situacao = situacaoAula(store, ambiente, request.params.idExterno);
    if (!situacao) return reply.code(404).send({ status: STATUS.naoEncontrada });
    return situacao;
  });

  app.get<{ Params: { cpf: string } }>('/candidatos/:cpf/aulas', async (request, reply) => {
    const cpf = request.params.cpf.replace(/\D/g, '');
    if (cpf.length !== 11) {
      return reply.code(400).send(invalida([{ path: ['cpf'], message: 'CPF deve ter 11 dígitos.' }]));
    }
    return { aulas: aulasDoCandidato(store, ambiente, cpf) };
  });
}
