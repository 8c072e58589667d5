import { VIOLATIONS } from '@cfc/domain';
import type { StartedSimulator } from '@cfc/getran-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { type DemoSchool, demoSchool } from '../../test/demo-school.ts';
import { testEngines } from '../../test/engines.ts';
import { apiCaller, type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { ALTERADA_APOS_ACEITE, AULA_JA_ENVIADA } from './service.ts';
import { earlyDay, freshCandidate, givenLesson, syncRegistry, testCar } from './test-fixtures.ts';

const engines = await testEngines();
const schema = 'autoescolademo';

describe.each(engines)('sending practical lessons to the GETRAN on $name', (engine) => {
  let platform: Platform;
  let simulator: StartedSimulator;
  let school: DemoSchool;
  let suporte: Session;
  let admin: Session;
  let instrutor: Session;
  const call = apiCaller(() => platform);
  let aluno = 0;
  let carro: number;

  beforeAll(async () => {
    platform = await startTestPlatform(engine, { jobs: true, env: { GETRAN_TIMEOUT_MS: '1500' } });
    if (!platform.getranSimulator) throw new Error('simulador ausente');
    simulator = platform.getranSimulator;
    school = await demoSchool(platform, schema);
    suporte = await sessionFor(platform, 'suporte@demo.cfc');
    admin = await sessionFor(platform, 'admin@demo.cfc');
    instrutor = await sessionFor(platform, '111.444.777-35');
    carro = await testCar(platform, school, 1);
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  /** A lesson given at an early hour of its own recent day, by a candidate the authority knows. */
  async function lesson(minutos = 50) {
    aluno += 1;
    const candidate = await freshCandidate(platform, school, aluno, carro);
    const id = await givenLesson(platform, school, { ...candidate, inicio: earlyDay(aluno), minutos });
    await syncRegistry(platform);
    return id;
  }
  const send = (aulaPraticaId: number, extra: object = {}) =>
    call('POST', '/getran/enviar/aula-pratica', suporte, { aulaPraticaId, schema, ...extra });
  const situacao = (aulaId: number) =>
    platform.database.db
      .selectFrom('getran_situacoes')
      .selectAll()
      .where('aula_id', '=', aulaId)
      .where('ambiente', '=', 'producao')
      .executeTakeFirst();
  const statusOf = async (aulaId: number) =>
    (
      await platform.database.db
        .selectFrom('aulas_praticas')
        .select('getran_status')
        .where('id', '=', aulaId)
        .executeTakeFirstOrThrow()
    ).getran_status;
  const accepted = () => simulator.simulador.estado().ambientes.producao.aceitas;

  it('sends a given lesson: accepted once, its answer kept, never accepted twice', async () => {
    const id = await lesson();
    const before = accepted();
    const first = await send(id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      dados: { aulaPraticaId: id, status: 'Aceito', verificacaoLocal: false },
    });
    expect(first.json().dados.protocolo).toEqual(expect.any(String));
    expect(await statusOf(id)).toBe('Aceito');
    expect(accepted()).toBe(before + 1);

    const again = await send(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().mensagem).toBe(AULA_JA_ENVIADA);
    expect(accepted()).toBe(before + 1);

    const historico = await call('GET', `/getran/historico?id=${id}&schema=${schema}`, suporte);
    expect(historico.json().dados).toEqual([
      expect.objectContaining({
        operacao: 'enviar',
        status: 'Aceito',
        http_status: 200,
        usuario: expect.any(String),
      }),
    ]);

    // The authority's candidate query returns it, in São Paulo time.
    const cpf = (
      await platform.database.db
        .selectFrom('aulas_praticas as a')
        .innerJoin('alunos as al', 'al.id', 'a.aluno_id')
        .select('al.cpf')
        .where('a.id', '=', id)
        .executeTakeFirstOrThrow()
    ).cpf;
    const consulta = await call('GET', `/getran/aluno/${schema}/${cpf}`, suporte);
    expect(consulta.statusCode, consulta.body).toBe(200);
    expect(consulta.json().dados.aulas).toContainEqual(
      expect.objectContaining({ horaInicio: '05:00', horaFim: '05:50', status: 'Aceito' }),
    );
  });

  it("checks validity again before sending: a vehicle whose licensing lapsed before the lesson day, with the norm's article", async () => {
    const id = await lesson();
    const before = accepted();
    const { db } = platform.database;
    await db
      .updateTable('veiculos')
      .set({ licenciamento_validade: '2000-12-31' })
      .where('id', '=', carro)
      .execute();
    try {
      const refused = await send(id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        mensagem: 'Licenciamento do veículo vencido na data da aula',
        codigo: 'VEICULO_LICENCIAMENTO_VENCIDO',
        dados: {
          verificacaoLocal: true,
          corrigivel: false,
          violacoes: [
            {
              codigo: 'VEICULO_LICENCIAMENTO_VENCIDO',
              mensagem:
                'Licenciamento do veículo vencido na data da aula — Código de Trânsito Brasileiro, art. 130 (licenciamento anual)',
            },
          ],
        },
      });
      expect(accepted()).toBe(before);
    } finally {
      await db
        .updateTable('veiculos')
        .set({ licenciamento_validade: null })
        .where('id', '=', carro)
        .execute();
    }
    expect((await send(id)).statusCode).toBe(200);
  });

  it('checks the rules first: a lesson over one hour is not sent, and Aplicar Correção fixes and sends it', async () => {
    const id = await lesson(72);
    const before = accepted();
    const refused = await send(id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      success: false,
      mensagem: VIOLATIONS.AULA_ACIMA_1_HORA,
      codigo: 'AULA_ACIMA_1_HORA',
      dados: {
        verificacaoLocal: true,
        corrigivel: true,
        dados: { duracao_minutos: 72, maximo_minutos: 60 },
      },
    });
    expect(accepted()).toBe(before);
    expect(await statusOf(id)).toBeNull();

    const fixed = await call('POST', '/getran/enviar/ajustar-enviar', suporte, refused.json().dados);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({
      mensagem: 'Correção aplicada com sucesso',
      dados: { status: 'Aceito' },
    });
    const anotacao = await platform.database.db
      .selectFrom('anotacoes_praticas')
      .select(['begin_time', 'finish_time', 'hodo_start', 'hodo_end'])
      .where('aula_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(
      (new Date(anotacao.finish_time ?? 0).getTime() - new Date(anotacao.begin_time).getTime()) / 60_000,
    ).toBe(60);
    expect([anotacao.hodo_start, anotacao.hodo_end]).toEqual([1000, 1020]);
    const historico = await platform.database.db
      .selectFrom('aula_historico')
      .select(['acao', 'motivo'])
      .where('aula_id', '=', id)
      .execute();
    expect(historico).toContainEqual({ acao: 'corrigida', motivo: 'Correção automática: AULA_ACIMA_1_HORA' });
  });

  it('offers no correction for what a change of times cannot fix', async () => {
    const id = await lesson();
    const answer = await call('POST', '/getran/enviar/ajustar-enviar', suporte, {
      aulaPraticaId: id,
      schema,
      codigo: 'PROCESSO_INEXISTENTE',
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().mensagem).toBe('Não há correção automática para esta resposta.');
  });

  it('sends one lesson at a time: concurrent clicks get it accepted exactly once', async () => {
    const id = await lesson();
    const before = accepted();
    const replies = await Promise.all(Array.from({ length: 6 }, () => send(id)));
    const codes = replies.map((reply) => reply.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    expect(accepted()).toBe(before + 1);
  });

  it('never sends as new a lesson changed after it was accepted', async () => {
    const id = await lesson();
    expect((await send(id)).statusCode).toBe(200);
    const anotacao = await platform.database.db
      .selectFrom('anotacoes_praticas')
      .select('id')
      .where('aula_id', '=', id)
      .executeTakeFirstOrThrow();
    const day = earlyDay(aluno).slice(0, 10);
    const changed = await call('POST', '/dashboard/aulas/praticas/atualizarHorario', suporte, {
      anotacaoId: anotacao.id,
      schema,
      inicio: `${day}T05:05:00-03:00`,
      fim: `${day}T05:55:00-03:00`,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await send(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().mensagem).toBe(ALTERADA_APOS_ACEITE);
  });

  it('when the authority is down or slow: 503, the lesson waits, and the retry job sends it later', async () => {
    const down = await lesson();
    simulator.simulador.falhar({ modo: 'fora' });
    try {
      const failed = await send(down);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ success: false, codigo: 'GETRAN_INDISPONIVEL' });
      expect(failed.json().mensagem).toContain('será reenviada automaticamente');
      expect(await situacao(down)).toMatchObject({ fila: 'aguardando', tentativas: 1 });
      expect(await statusOf(down)).toBeNull();

      simulator.simulador.falhar({ modo: 'timeout' });
      const slow = await lesson();
      const timedOut = await send(slow);
      expect(timedOut.statusCode).toBe(503);
      expect(timedOut.json().mensagem).toContain('não respondeu a tempo');

      simulator.simulador.falhar({ modo: 'erro500' });
      const broken = await lesson();
      expect((await send(broken)).statusCode).toBe(503);
    } finally {
      simulator.simulador.falhar({ modo: 'nenhuma' });
    }
    // Retries a second apart (GETRAN_RETRY_SECONDS in tests): the waiting lesson goes through.
    await expect.poll(() => statusOf(down), { timeout: 20_000, interval: 250 }).toBe('Aceito');
    expect((await situacao(down))?.fila).toBeNull();
    const history = await call('GET', `/getran/historico?id=${down}&schema=${schema}`, suporte);
    const operations = history
      .json()
      .dados.map((entry: { status: string | null; erro: string | null }) =>
        entry.status ? entry.status : 'erro',
      );
    expect(operations[0]).toBe('Aceito');
    expect(operations).toContain('erro');
  });

  it('queues the send after a time update (POST /getran/enviar/aula) and the job sends it', async () => {
    const id = await lesson();
    const queued = await call('POST', '/getran/enviar/aula', admin, { aulaId: [id], schema });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json().dados).toEqual({ enfileiradas: 1 });
    await expect.poll(() => statusOf(id), { timeout: 20_000, interval: 250 }).toBe('Aceito');
    const unknown = await call('POST', '/getran/enviar/aula', admin, { aulaId: [999_999_999], schema });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses the queue to staff who may not update lessons before reading the body (403, not 422)', async () => {
    await platform.database.db
      .updateTable('usuarios')
      .set({ permissoes: ['aulas_list'] })
      .where('email', '=', 'gestor@demo.cfc')
      .execute();
    const gestor = await sessionFor(platform, 'gestor@demo.cfc');
    for (const body of [{}, { aulaId: 'x', schema: '' }, { aulaId: [1], schema }]) {
      const refused = await call('POST', '/getran/enviar/aula', gestor, body);
      expect(refused.statusCode, refused.body).toBe(403);
    }
    // The same invalid body from who may queue is refused for what it is.
    expect((await call('POST', '/getran/enviar/aula', admin, {})).statusCode).toBe(422);
  });

  it('lists given lessons with their send status and filters, for roles 2 and 7 only', async () => {
    const id = await lesson();
    const page = await call(
      'GET',
      `/dashboard/aulas/praticas/envios?schema=${schema}&status=PENDENTE&per_page=100`,
      suporte,
    );
    expect(page.statusCode, page.body).toBe(200);
    const rows = page.json().dados.data as {
      aulaPraticaId: number;
      aulaPraticaStatus: string;
      schema: string;
    }[];
    expect(rows.map((row) => row.aulaPraticaId)).toContain(id);
    expect(rows.every((row) => row.aulaPraticaStatus === '' && row.schema === schema)).toBe(true);

    const row = rows.find((found) => found.aulaPraticaId === id) as unknown as {
      alunoCPF: string;
      alunoNome: string;
    };
    const byCpf = await call(
      'GET',
      `/dashboard/aulas/praticas/envios?schema=${schema}&cpf=${row.alunoCPF.slice(0, 3)}.${row.alunoCPF.slice(3, 6)}`,
      suporte,
    );
    expect(byCpf.json().dados.data.map((found: { alunoCPF: string }) => found.alunoCPF.slice(0, 6))).toEqual(
      expect.arrayContaining([row.alunoCPF.slice(0, 6)]),
    );
    const rejected = await call(
      'GET',
      `/dashboard/aulas/praticas/envios?schema=${schema}&status=${encodeURIComponent(VIOLATIONS.TEMPO_TOTAL_INSUFICIENTE)}`,
      suporte,
    );
    expect(rejected.json().dados.total).toBeGreaterThan(0);

    expect((await call('GET', '/dashboard/aulas/praticas/envios', admin)).statusCode).toBe(403);
    expect((await call('GET', '/dashboard/aulas/praticas/envios', instrutor)).statusCode).toBe(403);
    expect((await send(id, { schema: 'escolaquenaoexiste' })).statusCode).toBe(403);
    const noSchema = await call('POST', '/getran/enviar/aula-pratica', suporte, { aulaPraticaId: id });
    expect(noSchema.statusCode).toBe(422);
    expect(noSchema.json().errors.schema).toEqual(['Erro: Schema não definido']);
  });

  it('keeps the test environment (homologação) apart from production', async () => {
    const id = await lesson();
    const before = simulator.simulador.estado().ambientes;
    const sent = await send(id, { teste: true });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = simulator.simulador.estado().ambientes;
    expect(after.homologacao.aceitas).toBe(before.homologacao.aceitas + 1);
    expect(after.producao.aceitas).toBe(before.producao.aceitas);
    expect(await statusOf(id)).toBeNull();
    const list = await call(
      'GET',
      `/dashboard/aulas/praticas/envios?schema=${schema}&teste=true&status=Aceito`,
      suporte,
    );
    expect(list.json().dados.data.map((row: { aulaPraticaId: number }) => row.aulaPraticaId)).toContain(id);
  });

  it("reports the authority's availability and the waiting queue", async () => {
    const answer = await call('GET', '/getran', suporte);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().dados.ambientes).toEqual([
      expect.objectContaining({ ambiente: 'producao', disponivel: true }),
      expect.objectContaining({ ambiente: 'homologacao', disponivel: true }),
    ]);
    expect(answer.json().dados.aguardando).toEqual(expect.any(Number));
  });
});
