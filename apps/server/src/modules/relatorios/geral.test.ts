import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { fixtures } from '../processos/processos.fixtures.ts';

const engines = await testEngines();

const GERAL = '/relatorios/geral';
/** A past month no demo record reaches. */
const MAIO = 'de=2019-05-01&ate=2019-05-31';

describe.each(engines)('relatório geral on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  let modelo: Session;
  const { call, novoAluno, abrirProcesso, aulas } = fixtures(() => platform);

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    admin = await sessionFor(platform, 'admin@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
    const { db } = platform.database;

    const processo = await abrirProcesso(admin, {
      aluno_id: await novoAluno(admin, 'Wanda Geral'),
      aberto_em: '2019-05-02',
    });
    await aulas(processo, 'autoescolademo', [
      { inicio: '2019-05-06T10:00', status: 'realizada', horas: 2, iniciadaEm: '2019-05-06T10:00' },
      { inicio: '2019-05-06T14:00', status: 'realizada', iniciadaEm: '2019-05-06T14:00' },
      { inicio: '2019-05-06T16:00', status: 'realizada', iniciadaEm: '2019-05-06T16:00' },
      { inicio: '2019-05-07T10:00', status: 'agendada' },
      { inicio: '2019-05-08T10:00', status: 'cancelada' },
    ]);
    const dadas = await db
      .selectFrom('aulas_praticas')
      .select('id')
      .where('processo_id', '=', processo.id_processo)
      .where('status', '=', 'realizada')
      .orderBy('inicio')
      .execute();
    await db
      .updateTable('aulas_praticas')
      .set({ getran_status: 'Aceito' })
      .where('id', '=', dadas[0]?.id ?? 0)
      .execute();
    await db
      .updateTable('aulas_praticas')
      .set({ getran_status: 'Instrutor sem credencial' })
      .where('id', '=', dadas[1]?.id ?? 0)
      .execute();
    const escola = await db
      .selectFrom('autoescolas')
      .select('id')
      .where('slug', '=', 'autoescolademo')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('alertas')
      .values({
        autoescola_id: escola.id,
        tipo: 'aula_curta',
        severidade: 'media',
        aula_id: dadas[2]?.id ?? null,
        chave: 'teste-geral-aula-curta',
        descricao: 'Aula mais curta que o mínimo.',
        detectado_em: new Date('2019-05-06T20:00:00-03:00'),
      })
      .execute();

    const outra = await abrirProcesso(modelo, {
      aluno_id: await novoAluno(modelo, 'Wanda Geral Modelo'),
      aberto_em: '2019-05-06',
    });
    await aulas(outra, 'cfcmodelo', [
      { inicio: '2019-05-06T10:00', status: 'realizada', iniciadaEm: '2019-05-06T10:00' },
    ]);
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it("answers every day of the period with the school's counts, totals equal to the rows' sums", async () => {
    const reply = await call('GET', `${GERAL}?${MAIO}&per_page=100`, admin);
    expect(reply.statusCode, reply.body).toBe(200);
    const { dados } = reply.json();
    expect(dados.total).toBe(31);
    expect(dados.data).toHaveLength(31);
    const dia = (data: string) => dados.data.find((row: { data: string }) => row.data === data);
    expect(dia('2019-05-02')).toMatchObject({ processos_abertos: 1 });
    expect(dia('2019-05-06')).toMatchObject({
      processos_abertos: 0,
      aulas_realizadas: 3,
      horas_realizadas: 4,
      getran_aceitas: 1,
      getran_rejeitadas: 1,
      getran_pendentes: 1,
      alertas: 1,
    });
    expect(dia('2019-05-07')).toMatchObject({ aulas_faltas: 1, aulas_agendadas: 0 });
    expect(dia('2019-05-08')).toMatchObject({ aulas_canceladas: 1 });

    const somas = Object.fromEntries(
      Object.keys(dados.totais).map((campo) => [
        campo,
        dados.data.reduce((total: number, row: Record<string, number>) => total + (row[campo] ?? 0), 0),
      ]),
    );
    expect(dados.totais).toEqual(somas);
    // The other school's process and lesson of the same days are not counted.
    expect(dados.totais).toMatchObject({ processos_abertos: 1, aulas_realizadas: 3, alertas: 1 });
    const outra = (await call('GET', `${GERAL}?${MAIO}`, modelo)).json().dados;
    expect(outra.totais).toMatchObject({ processos_abertos: 1, aulas_realizadas: 1, alertas: 0 });
  });

  it('pages and sorts the days; the totals stay those of the period', async () => {
    const pagina = (await call('GET', `${GERAL}?${MAIO}&per_page=5&sort=-aulas_realizadas`, admin)).json()
      .dados;
    expect(pagina).toMatchObject({ total: 31, last_page: 7, per_page: 5 });
    expect(pagina.data[0].data).toBe('2019-05-06');
    expect(pagina.totais.aulas_realizadas).toBe(3);
    // The chart's series holds every day in order, whatever the page and its sort.
    const serie: { data: string; aulas_realizadas: number }[] = pagina.serie;
    expect(serie.map((dia) => dia.data)).toEqual(
      Array.from({ length: 31 }, (_, i) => `2019-05-${String(i + 1).padStart(2, '0')}`),
    );
    expect(serie.reduce((soma, dia) => soma + dia.aulas_realizadas, 0)).toBe(3);
    expect((await call('GET', `${GERAL}?de=2019-05-10&ate=2019-05-01`, admin)).statusCode).toBe(422);
  });

  it('exports the days with the totals as the last row', async () => {
    const csv = await call('GET', `${GERAL}/xlsx/-/-?${MAIO}&formato=csv`, admin);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv
      .json()
      .dados.replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(33);
    expect(lines[6]).toBe('06/05/2019;0;3;0;0;0;4;0;0;1;1;1;1');
    expect(lines.at(-1)).toBe('Total;1;3;0;1;1;4;0;0;1;1;1;1');
    const pdf = await call('GET', `${GERAL}/pdf/-/-?${MAIO}`, admin);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().arquivo).toBe('relatorio-geral.pdf');
  });
});
