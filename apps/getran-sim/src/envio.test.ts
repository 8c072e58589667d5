import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StartedSimulator } from './server.ts';
import { CFC, cadastrosPara, envio, NOW, type SimClient, startTestSimulator } from './test-support.ts';

let sim: StartedSimulator;
let client: SimClient;
// A simulator of its own for each test: an empty registry, no lessons.
beforeEach(async () => {
  ({ sim, client } = await startTestSimulator());
});
afterEach(() => sim.close());

/** A lesson whose candidate, instructor and vehicle the authority knows. */
async function known(aula: Parameters<typeof envio>[0] = {}) {
  const lesson = envio(aula);
  await client.cadastrar(cadastrosPara(lesson));
  return lesson;
}

describe('sending a lesson', () => {
  it('accepts a lesson that breaks no rule and gives it a protocol', async () => {
    const lesson = await known();
    const reply = await client.send(lesson);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'Aceito', protocolo: expect.stringMatching(/^P\d{10}$/) });

    const situacao = await client.situacao(lesson.aula.id_externo);
    expect(situacao).toEqual({
      status: 200,
      body: { status: 'Aceito', protocolo: reply.body.protocolo, recebida_em: NOW.toISOString() },
    });
  });

  it('answers the same content again with the same reply, however it is written', async () => {
    const lesson = await known();
    const first = await client.send(lesson);
    const again = await client.send(lesson);
    const rewritten = await client.send({
      aula: {
        ...lesson.aula,
        inicio: '2026-11-20T09:00:00-03:00',
        renach: 'ma123456789',
        veiculo: { placa: 'abc-1d23' },
      },
      cfc: { uf: 'ma', cnpj: CFC.cnpj, codigo: CFC.codigo },
    });
    expect(again).toEqual(first);
    expect(rewritten).toEqual(first);
    expect((await client.estado()).body.ambientes.producao).toEqual({
      aceitas: 1,
      em_analise: 0,
      rejeitadas: 0,
    });
  });

  it('refuses other content under an id_externo already accepted, sent or corrected', async () => {
    const lesson = await known();
    const first = await client.send(lesson);
    const changed = { ...lesson, aula: { ...lesson.aula, fim: '2026-11-20T12:55:00.000Z' } };

    const conflict = {
      status: 'Aula já enviada',
      codigo: 'AULA_JA_ENVIADA',
      protocolo: first.body.protocolo,
    };
    expect(await client.send(changed)).toEqual({ status: 409, body: conflict });
    expect(await client.correct(changed)).toEqual({ status: 409, body: conflict });
    // A correction carrying what was accepted is a retry, not a second acceptance.
    expect(await client.correct(lesson)).toEqual(first);
    expect((await client.situacao(lesson.aula.id_externo)).body.status).toBe('Aceito');
  });

  it('keeps the lessons of each environment apart', async () => {
    const lesson = await known();
    const producao = await client.send(lesson, 'producao');
    const homologacao = await client.send(lesson, 'homologacao');
    expect(producao.body.protocolo).toMatch(/^P/);
    expect(homologacao.body.protocolo).toMatch(/^H/);
    await client.call('POST', '/_sim/reiniciar');
    expect((await client.situacao(lesson.aula.id_externo, 'homologacao')).status).toBe(404);
    // The registry survives a restart of the lessons.
    expect((await client.send(lesson)).body.status).toBe('Aceito');
    expect((await client.estado()).body.ambientes).toEqual({
      producao: { aceitas: 1, em_analise: 0, rejeitadas: 0 },
      homologacao: { aceitas: 0, em_analise: 0, rejeitadas: 0 },
    });
  });
});

describe('lessons more than 30 days old', () => {
  const old = { inicio: '2026-10-25T12:00:00.000Z', fim: '2026-10-25T12:50:00.000Z' };

  it('are accepted for audit, and a lesson of exactly 30 days is accepted', async () => {
    const thirtyDays = await known({ inicio: '2026-10-26T12:00:00.000Z', fim: '2026-10-26T12:50:00.000Z' });
    expect((await client.send(thirtyDays)).body.status).toBe('Aceito');
    const lesson = await known(old);
    const reply = await client.send(lesson);
    expect(reply).toEqual({ status: 200, body: { status: 'Em análise', protocolo: expect.any(String) } });
    expect(await client.send(lesson)).toEqual(reply);
    expect((await client.estado()).body.ambientes.producao).toMatchObject({ aceitas: 1, em_analise: 1 });
  });

  it('wait for the audit: other content is refused, a correction replaces them', async () => {
    const lesson = await known(old);
    const { protocolo } = (await client.send(lesson)).body;
    const corrected = { ...lesson, aula: { ...lesson.aula, hodometro_fim: 12020 } };

    expect(await client.send(corrected)).toEqual({
      status: 409,
      body: { status: 'Aula já recebida, aguardando auditoria', codigo: 'AGUARDANDO_AUDITORIA', protocolo },
    });
    const reply = await client.correct(corrected);
    expect(reply).toEqual({ status: 200, body: { status: 'Transação efetuada com sucesso', protocolo } });
    expect(await client.correct(corrected)).toEqual(reply);
    expect((await client.situacao(lesson.aula.id_externo)).body.status).toBe(
      'Transação efetuada com sucesso',
    );
  });

  it('stay in analysis when a correction breaks a rule', async () => {
    const lesson = await known(old);
    await client.send(lesson);
    const reply = await client.correct({
      ...lesson,
      aula: { ...lesson.aula, fim: '2026-10-25T12:30:00.000Z' },
    });
    expect(reply.status).toBe(422);
    expect((await client.situacao(lesson.aula.id_externo)).body.status).toBe('Em análise');
  });
});

describe('rejections a correction can fix', () => {
  it.each([
    {
      caso: 'a single lesson over an hour',
      aula: { fim: '2026-11-20T13:10:00.000Z' },
      status: 'Aula com duração superior a 1 hora',
      codigo: 'AULA_ACIMA_1_HORA',
      dados: { duracao_minutos: 70, maximo_minutos: 60 },
    },
    {
      caso: 'a double lesson over two hours',
      aula: { fim: '2026-11-20T14:10:00.000Z', dupla: true },
      status: 'Aula com duração superior a 1 hora',
      codigo: 'AULA_ACIMA_1_HORA',
      dados: { duracao_minutos: 130, maximo_minutos: 120 },
    },
    {
      caso: 'a lesson under 45 minutes',
      aula: { fim: '2026-11-20T12:40:00.000Z' },
      status: 'Tempo total da aula inferior a 45 minutos',
      codigo: 'TEMPO_TOTAL_INSUFICIENTE',
      dados: { duracao_minutos: 40, minimo_minutos: 45 },
    },
    {
      caso: 'a double lesson under 90 minutes',
      aula: { fim: '2026-11-20T13:20:00.000Z', dupla: true },
      status: 'Aula dupla não possui o tempo mínimo',
      codigo: 'AULA_DUPLA_SEM_TEMPO_MINIMO',
      dados: { duracao_minutos: 80, minimo_minutos: 90 },
    },
  ])('$caso', async ({ aula, status, codigo, dados }) => {
    const lesson = await known(aula);
    const reply = await client.send(lesson);
    expect(reply).toEqual({
      status: 422,
      body: { status, codigo, dados, violacoes: [{ codigo, mensagem: status }] },
    });
    expect(await client.situacao(lesson.aula.id_externo)).toEqual({
      status: 200,
      body: { status, codigo, protocolo: null, recebida_em: NOW.toISOString() },
    });
    expect((await client.estado()).body.ambientes.producao).toEqual({
      aceitas: 0,
      em_analise: 0,
      rejeitadas: 1,
    });
  });

  it('a third lesson too soon after two in a row, then its correction', async () => {
    const first = await known({ inicio: '2026-11-20T12:00:00.000Z', fim: '2026-11-20T12:50:00.000Z' });
    const second = envio({ inicio: '2026-11-20T12:50:00.000Z', fim: '2026-11-20T13:40:00.000Z' });
    const third = envio({ inicio: '2026-11-20T14:00:00.000Z', fim: '2026-11-20T14:50:00.000Z' });
    expect((await client.send(first)).body.status).toBe('Aceito');
    expect((await client.send(second)).body.status).toBe('Aceito');

    const rejected = await client.send(third);
    expect(rejected.status).toBe(422);
    expect(rejected.body).toMatchObject({
      status: 'Intervalo para a terceira aula inferior a 50 minutos',
      codigo: 'INTERVALO_TERCEIRA_AULA',
      dados: { inicio_minimo: '2026-11-20T14:30:00.000Z' },
    });

    const corrected = {
      ...third,
      aula: { ...third.aula, inicio: '2026-11-20T14:30:00.000Z', fim: '2026-11-20T15:20:00.000Z' },
    };
    const reply = await client.correct(corrected);
    expect(reply).toEqual({
      status: 200,
      body: { status: 'Transação efetuada com sucesso', protocolo: expect.any(String) },
    });
    // Sent again as it was corrected, it is the same lesson: same reply.
    expect(await client.send(corrected)).toEqual(reply);
    expect((await client.estado()).body.ambientes.producao).toEqual({
      aceitas: 3,
      em_analise: 0,
      rejeitadas: 0,
    });
  });

  it('a rejected lesson sent again is judged again', async () => {
    const lesson = envio();
    expect((await client.send(lesson)).body.codigo).toBe('PROCESSO_INEXISTENTE');
    await client.cadastrar(cadastrosPara(lesson));
    expect((await client.send(lesson)).body.status).toBe('Aceito');
  });
});

describe('what only the authority knows', () => {
  it('rejects in production what its registry does not know, and lets homologação rehearse', async () => {
    const lesson = envio();
    const reply = await client.send(lesson);
    expect(reply).toEqual({
      status: 422,
      body: {
        status: 'Processo não existe',
        codigo: 'PROCESSO_INEXISTENTE',
        dados: {},
        violacoes: [
          { codigo: 'PROCESSO_INEXISTENTE', mensagem: 'Processo não existe' },
          { codigo: 'INSTRUTOR_NAO_ENCONTRADO', mensagem: 'Instrutor não encontrado' },
          { codigo: 'VEICULO_NAO_VINCULADO', mensagem: 'Veículo não vinculado à autoescola na data da aula' },
        ],
      },
    });
    expect((await client.send(lesson, 'homologacao')).body).toEqual({
      status: 'Aceito',
      protocolo: expect.stringMatching(/^H\d{10}$/),
    });
  });

  it('finds the process by CPF, RENACH and category', async () => {
    const lesson = envio();
    await client.cadastrar(cadastrosPara({ ...lesson, aula: { ...lesson.aula, categoria: 'A' } }));
    expect((await client.send(lesson)).body.codigo).toBe('PROCESSO_INEXISTENTE');
  });

  it('rejects an instructor it does not know or whose licence does not cover the category', async () => {
    const lesson = envio();
    const cadastros = cadastrosPara(lesson);
    await client.cadastrar({ ...cadastros, instrutores: [] });
    expect((await client.send(lesson)).body.status).toBe('Instrutor não encontrado');

    await client.cadastrar({
      instrutores: [{ cpf: lesson.aula.instrutor.cpf, nome: 'Carlos Lima', cnh: 'A' }],
    });
    expect((await client.send(lesson)).body).toMatchObject({
      status: 'Categoria do instrutor incompatível com a categoria do candidato',
      codigo: 'CATEGORIA_INCOMPATIVEL',
    });
    expect((await client.send(lesson, 'homologacao')).body.status).toBe('Aceito');
  });

  it('rejects a vehicle not linked to the school on the lesson date', async () => {
    const lesson = envio();
    const cadastros = cadastrosPara(lesson);
    const placa = lesson.aula.veiculo.placa;
    const notLinked = {
      status: 'Veículo não vinculado à autoescola na data da aula',
      codigo: 'VEICULO_NAO_VINCULADO',
    };

    await client.cadastrar({
      ...cadastros,
      veiculos: [{ placa, cnpj: CFC.cnpj, vinculos: [{ inicio: '2026-01-01', fim: '2026-11-19' }] }],
    });
    expect((await client.send(lesson)).body).toMatchObject(notLinked);
    await client.cadastrar({ veiculos: [{ placa, cnpj: CFC.cnpj, vinculos: [{ inicio: '2026-11-21' }] }] });
    expect((await client.send(lesson)).body).toMatchObject(notLinked);
    // Linked to the school, but under another CNPJ than the one sending.
    await client.cadastrar({
      veiculos: [{ placa, cnpj: '11444777000161', vinculos: [{ inicio: '2026-01-01' }] }],
    });
    expect((await client.send(lesson)).body).toMatchObject(notLinked);

    // The link's last day still counts.
    await client.cadastrar({
      veiculos: [{ placa, cnpj: CFC.cnpj, vinculos: [{ inicio: '2026-01-01', fim: '2026-11-20' }] }],
    });
    expect((await client.send(lesson)).body.status).toBe('Aceito');
  });

  it('links no vehicle to a school that sends no CNPJ', async () => {
    const lesson = await known();
    const withoutCnpj = { ...lesson, cfc: { ...lesson.cfc, cnpj: null } };
    expect((await client.send(withoutCnpj)).body.codigo).toBe('VEICULO_NAO_VINCULADO');
    expect((await client.send(withoutCnpj, 'homologacao')).body.status).toBe('Aceito');
  });

  it('rejects a lesson after the end of the LADV', async () => {
    const lesson = envio();
    const { aula } = lesson;
    await client.cadastrar({
      ...cadastrosPara(lesson),
      processos: [{ ...aula, data_abertura: '2026-01-15', ladv_validade: '2026-11-19' }],
    });
    expect((await client.send(lesson)).body.codigo).toBe('LADV_VENCIDA');
  });

  it('refuses a registry it cannot read', async () => {
    const reply = await client.cadastrar({ instrutores: [{ cpf: '11144477735', nome: 'Carlos', cnh: 'Q' }] });
    expect(reply.status).toBe(400);
    expect(reply.body.erros).toEqual([
      { campo: 'instrutores.0.cnh', mensagem: 'Categorias da CNH inválidas (ex.: AB, D).' },
    ]);
  });
});
