import { todayInSaoPaulo } from '@cfc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { demoSchool, insertLesson } from '../../test/demo-school.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { fixtures } from '../processos/processos.fixtures.ts';

const engines = await testEngines();

const AULAS = '/relatorios/aulas-praticas-realizadas';
const CARGA = '/relatorios/carga-horaria-pratica';
/** A month far ahead: no demo lesson is in it. */
const MARCO = 'de=2031-03-01&ate=2031-03-31';

interface Licao {
  /** São Paulo wall-clock time, '2031-03-10T10:00'. */
  inicio: string;
  status: 'agendada' | 'em_andamento' | 'realizada' | 'cancelada';
  horas?: 1 | 2;
  /** Index of the school's instructor (seed order); the first by default. */
  instrutor?: number;
  /** The given lesson: minutes late, minutes long, odometer at the start and km driven. */
  dada?: { atraso: number; minutos: number; hodometro: number; km: number };
  getran_status?: string;
}

describe.each(engines)('relatórios de aulas práticas on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  let gestor: Session;
  let monitor: Session;
  let modelo: Session;
  let instrutor: Session;
  const { call, novoAluno, abrirProcesso } = fixtures(() => platform);

  /** Lessons of a process written as the owner, on the school's truck (demo lessons leave it alone). */
  async function licoes(processo: { id_processo: number }, slug: string, list: Licao[]) {
    const school = await demoSchool(platform, slug);
    const ids: number[] = [];
    for (const licao of list) {
      const inicio = new Date(`${licao.inicio}:00-03:00`);
      const { dada } = licao;
      const begin = new Date(inicio.getTime() + (dada?.atraso ?? 0) * 60_000);
      const id = await insertLesson(
        platform,
        {
          processo_id: processo.id_processo,
          instrutor_id: school.instrutores[licao.instrutor ?? 0]?.id ?? 0,
          veiculo_id: school.veiculos.at(-1)?.id ?? 0,
          inicio,
          horas_aula: licao.horas ?? 1,
          status: licao.status,
          getran_status: licao.getran_status ?? null,
        },
        dada && {
          begin_time: begin,
          finish_time: new Date(begin.getTime() + dada.minutos * 60_000),
          hodo_start: dada.hodometro,
          hodo_end: dada.hodometro + dada.km,
        },
      );
      ids.push(id);
    }
    return ids;
  }

  let ana: { id_processo: number; aluno_id: number; aluno_cpf: string; renach: string };
  let bia: { id_processo: number; aluno_id: number };
  let primeiraDaAna: number;
  let instrutores: { id: number; nome: string }[];

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    admin = await sessionFor(platform, 'admin@demo.cfc');
    gestor = await sessionFor(platform, 'gestor@demo.cfc');
    monitor = await sessionFor(platform, 'monitor@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
    instrutor = await sessionFor(platform, '111.444.777-35');

    ana = await abrirProcesso(admin, {
      aluno_id: await novoAluno(admin, 'Zuleica Relatório Ana'),
      aberto_em: '2025-10-01',
    });
    bia = await abrirProcesso(admin, {
      aluno_id: await novoAluno(admin, 'Zuleica Relatório Bia'),
      aberto_em: '2026-01-10',
    });
    const anas = await licoes(ana, 'autoescolademo', [
      {
        inicio: '2031-03-10T10:00',
        status: 'realizada',
        dada: { atraso: 2, minutos: 48, hodometro: 5000, km: 12 },
        getran_status: 'Aceito',
      },
      {
        inicio: '2031-03-11T19:00',
        status: 'realizada',
        horas: 2,
        instrutor: 1,
        dada: { atraso: 0, minutos: 100, hodometro: 5012, km: 30 },
      },
      { inicio: '2031-03-12T09:00', status: 'agendada' },
      { inicio: '2031-03-12T14:00', status: 'cancelada' },
      // Given the month before: outside the period asked for.
      {
        inicio: '2031-02-27T10:00',
        status: 'realizada',
        dada: { atraso: 0, minutos: 50, hodometro: 4900, km: 9 },
      },
    ]);
    primeiraDaAna = anas[0] ?? 0;
    await licoes(bia, 'autoescolademo', [
      {
        inicio: '2031-03-20T08:00',
        status: 'realizada',
        dada: { atraso: -1, minutos: 50, hodometro: 5042, km: 7 },
      },
    ]);
    instrutores = await platform.database.db
      .selectFrom('instrutores as i')
      .innerJoin('autoescolas as e', 'e.id', 'i.autoescola_id')
      .select(['i.id', 'i.nome'])
      .where('e.slug', '=', 'autoescolademo')
      .orderBy('i.id')
      .execute();

    const outra = await abrirProcesso(modelo, {
      aluno_id: await novoAluno(modelo, 'Zuleica Relatório Modelo'),
      aberto_em: '2026-01-10',
    });
    await licoes(outra, 'cfcmodelo', [
      {
        inicio: '2031-03-15T10:00',
        status: 'realizada',
        dada: { atraso: 0, minutos: 50, hodometro: 100, km: 5 },
      },
    ]);
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  describe('aulas práticas realizadas', () => {
    it('lists the lessons given in the period with the real times, odometer, duration and totals', async () => {
      const reply = await call('GET', `${AULAS}?${MARCO}`, admin);
      expect(reply.statusCode, reply.body).toBe(200);
      const { dados } = reply.json();
      expect(dados.periodo).toEqual({ de: '2031-03-01', ate: '2031-03-31' });
      expect(
        dados.data.map((row: { aluno_nome: string; data: string }) => [row.data, row.aluno_nome]),
      ).toEqual([
        ['2031-03-10', 'Zuleica Relatório Ana'],
        ['2031-03-11', 'Zuleica Relatório Ana'],
        ['2031-03-20', 'Zuleica Relatório Bia'],
      ]);
      expect(dados.data[0]).toMatchObject({
        id_aulas_praticas: primeiraDaAna,
        inicio: '2031-03-10T13:00:00Z',
        fim: '2031-03-10T13:50:00Z',
        inicio_real: '2031-03-10T13:02:00Z',
        fim_real: '2031-03-10T13:50:00Z',
        aluno_cpf: ana.aluno_cpf,
        renach: ana.renach,
        categoria: 'B',
        instrutor_nome: instrutores[0]?.nome,
        hodometro_inicio: 5000,
        hodometro_fim: 5012,
        km: 12,
        duracao_minutos: 48,
        horas_aula: 1,
        getran_status: 'Aceito',
      });
      expect(dados.data[1]).toMatchObject({
        horas_aula: 2,
        duracao_minutos: 100,
        km: 30,
        getran_status: null,
      });
      expect(dados.totais).toEqual({ aulas: 3, horas_aula: 4, km: 49, duracao_minutos: 198 });
      expect(dados.total).toBe(3);
    });

    it('filters by instructor, vehicle and student (name or CPF), pages and sorts', async () => {
      const porInstrutor = (
        await call('GET', `${AULAS}?${MARCO}&instrutor_id=${instrutores[1]?.id}`, admin)
      ).json().dados;
      expect(porInstrutor.data.map((row: { km: number }) => row.km)).toEqual([30]);
      expect(porInstrutor.totais).toMatchObject({ aulas: 1, horas_aula: 2, km: 30 });

      const porNome = (await call('GET', `${AULAS}?${MARCO}&filtro=zuleica%20relatorio%20bia`, admin)).json()
        .dados;
      expect(porNome.data.map((row: { aluno_nome: string }) => row.aluno_nome)).toEqual([
        'Zuleica Relatório Bia',
      ]);
      const masked = ana.aluno_cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
      const porCpf = (
        await call('GET', `${AULAS}?${MARCO}&filtro=${encodeURIComponent(masked)}`, admin)
      ).json().dados;
      expect(porCpf.totais.aulas).toBe(2);

      const veiculo = (await call('GET', `${AULAS}?${MARCO}`, admin)).json().dados.data[0].id_veiculo;
      const outroVeiculo = (
        await call('GET', `${AULAS}?${MARCO}&veiculo_id=${veiculo + 1_000_000}`, admin)
      ).json().dados;
      expect(outroVeiculo).toMatchObject({ data: [], total: 0, totais: { aulas: 0, horas_aula: 0, km: 0 } });

      const pagina = (await call('GET', `${AULAS}?${MARCO}&per_page=2&page=2&sort=-km`, admin)).json().dados;
      expect(pagina).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
      expect(pagina.data.map((row: { km: number }) => row.km)).toEqual([7]);
      // The totals are of every matching lesson, not of the page.
      expect(pagina.totais.aulas).toBe(3);
    });

    it('answers the current São Paulo month by default and refuses a reversed period', async () => {
      const today = todayInSaoPaulo();
      const reply = await call('GET', AULAS, admin);
      expect(reply.statusCode, reply.body).toBe(200);
      const { periodo, data } = reply.json().dados;
      expect(periodo.de).toBe(`${today.slice(0, 8)}01`);
      expect(periodo.ate.slice(0, 7)).toBe(today.slice(0, 7));
      expect(periodo.ate >= today).toBe(true);
      for (const row of data) expect(row.data.slice(0, 7)).toBe(today.slice(0, 7));

      const onlyStart = (await call('GET', `${AULAS}?de=2031-02-10`, admin)).json().dados;
      expect(onlyStart.periodo).toEqual({ de: '2031-02-10', ate: '2031-02-28' });
      expect(onlyStart.totais.km).toBe(9);

      const reversed = await call('GET', `${AULAS}?de=2031-03-10&ate=2031-03-01`, admin);
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json().errors.ate).toEqual(['A data final deve ser igual ou posterior à inicial.']);
      const tooLong = await call('GET', `${AULAS}?de=2030-01-01&ate=2031-03-01`, admin);
      expect(tooLong.json().errors.ate).toEqual(['O período deve ter no máximo 366 dias.']);
    });

    it('exports the same rows as PDF, xlsx and CSV with the totals', async () => {
      const pdf = await call('GET', `${AULAS}/pdf/-/-?${MARCO}`, admin);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.json()).toMatchObject({
        arquivo: 'relatorio-aulas-praticas-realizadas.pdf',
        formato: 'pdf',
      });
      expect(Buffer.from(pdf.json().dados, 'base64').subarray(0, 4).toString()).toBe('%PDF');

      const xlsx = await call('GET', `${AULAS}/xlsx/autoescolademo/-?${MARCO}`, admin);
      expect(xlsx.json()).toMatchObject({
        arquivo: 'relatorio-aulas-praticas-realizadas.xlsx',
        formato: 'xlsx',
      });
      expect(Buffer.from(xlsx.json().dados, 'base64').subarray(0, 2).toString()).toBe('PK');

      const csv = await call('GET', `${AULAS}/xlsx/-/bia?${MARCO}&formato=csv`, admin);
      expect(csv.statusCode, csv.body).toBe(200);
      const lines = csv
        .json()
        .dados.replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe(
        'Data;Início;Fim;Aluno;CPF;RENACH;Instrutor;Placa;Cat.;Hod. inicial;Hod. final;Km;Minutos;H/A;Status GETRAN',
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(/^20\/03\/2031;07:59;08:49;Zuleica Relatório Bia;/);
      expect(lines[1]).toContain(';5042;5049;7;50;1;PENDENTE');
      expect(lines[2]).toBe('Total;;;1 aula(s);;;;;;;;7;50;1;');

      const otherSchool = await call('GET', `${AULAS}/pdf/cfcmodelo/-?${MARCO}`, admin);
      expect(otherSchool.statusCode).toBe(403);
      expect(otherSchool.json().mensagem).toBe('Escolha a autoescola pelo seletor antes de exportar.');
    });
  });

  describe('carga horária de aulas práticas por aluno', () => {
    const zuleicas = (query = '') => call('GET', `${CARGA}?filtro=zuleica&${query}`, admin);

    it("reports each process's hours from the processes' own query, with percentage and totals", async () => {
      const reply = await zuleicas();
      expect(reply.statusCode, reply.body).toBe(200);
      const { dados } = reply.json();
      expect(dados.data).toHaveLength(2);
      expect(dados.data[0]).toMatchObject({
        id_processo: ana.id_processo,
        aluno_nome: 'Zuleica Relatório Ana',
        aluno_cpf: ana.aluno_cpf,
        renach: ana.renach,
        categoria: 'B',
        regime: 'CONTRAN_789_2020',
        regime_nome: expect.stringContaining('789'),
        status: 'aberto',
        horas_realizadas: 4,
        horas_agendadas: 1,
        completo: false,
      });
      const first = dados.data[0];
      expect(first.horas_restantes).toBe(first.horas_requeridas - 4);
      expect(first.percentual).toBe(Math.floor((4 * 100) / first.horas_requeridas));
      // The 19:00 double lesson is a night one.
      expect(first.noturnas_realizadas).toBe(2);

      // The same numbers as the process's own hours query.
      const horas = (await call('GET', `/processos/${ana.id_processo}/horas`, admin)).json().dados;
      expect(first).toMatchObject({
        horas_requeridas: horas.requeridas,
        horas_realizadas: horas.realizadas,
        horas_agendadas: horas.agendadas,
        horas_restantes: horas.restantes,
        noturnas_requeridas: horas.noturnas_requeridas,
        noturnas_realizadas: horas.noturnas_realizadas,
      });
      expect(dados.totais).toMatchObject({
        processos: 2,
        incompletos: 2,
        horas_realizadas: 5,
        horas_agendadas: 1,
      });
    });

    it('filters by category, status and incompleteness, sorts and pages', async () => {
      const { db } = platform.database;
      await db
        .updateTable('processos')
        .set({ horas_requeridas: 1, noturnas_requeridas: 0 })
        .where('id', '=', bia.id_processo)
        .execute();
      const all = (await zuleicas()).json().dados;
      expect(
        all.data.find((row: { id_processo: number }) => row.id_processo === bia.id_processo),
      ).toMatchObject({
        percentual: 100,
        horas_restantes: 0,
        completo: true,
      });

      const incompletos = (await zuleicas('apenas_incompletos=true')).json().dados;
      expect(incompletos.data.map((row: { id_processo: number }) => row.id_processo)).toEqual([
        ana.id_processo,
      ]);
      expect(incompletos.totais).toMatchObject({ processos: 1, incompletos: 1 });

      expect((await zuleicas('categoria=A')).json().dados.total).toBe(0);
      await db
        .updateTable('processos')
        .set({ status: 'concluido' })
        .where('id', '=', bia.id_processo)
        .execute();
      expect((await zuleicas()).json().dados.total).toBe(1);
      expect((await zuleicas('status=concluido')).json().dados.data[0].id_processo).toBe(bia.id_processo);
      expect((await zuleicas('status=todos')).json().dados.total).toBe(2);

      const paged = (await zuleicas('status=todos&sort=-percentual&per_page=1')).json().dados;
      expect(paged).toMatchObject({ total: 2, last_page: 2, per_page: 1, current_page: 1 });
      expect(paged.data[0].id_processo).toBe(bia.id_processo);
      expect(paged.totais.processos).toBe(2);

      const invalid = await call('GET', `${CARGA}?apenas_incompletos=talvez&status=perdido`, admin);
      expect(invalid.statusCode).toBe(422);
      expect(Object.keys(invalid.json().errors).sort()).toEqual(['apenas_incompletos', 'status']);
    });

    it('exports the processes as PDF and CSV with a totals line', async () => {
      const pdf = await call('GET', `${CARGA}/pdf/-/zuleica?status=todos`, admin);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(Buffer.from(pdf.json().dados, 'base64').subarray(0, 4).toString()).toBe('%PDF');
      const csv = await call('GET', `${CARGA}/xlsx/-/zuleica?status=todos&formato=csv`, admin);
      expect(csv.json().arquivo).toBe('relatorio-carga-horaria-pratica.csv');
      const lines = csv
        .json()
        .dados.replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe(
        'Aluno;CPF;RENACH;Cat.;Regime;Exigidas;Realizadas;Agendadas;Noturnas;Restantes;%;Apto',
      );
      expect(lines.slice(1, 3).map((line: string) => line.split(';')[0])).toEqual([
        'Zuleica Relatório Ana',
        'Zuleica Relatório Bia',
      ]);
      expect(lines.slice(1, 3).map((line: string) => line.split(';').at(-1))).toEqual(['Não', 'Não']);
      expect(lines[3]).toMatch(/^Total;2 processo\(s\);;;;\d+;5;1;;\d+;;0$/);
    });
  });

  describe('access and schools', () => {
    it('is for the admin roles with the relatorios flag', async () => {
      for (const url of [AULAS, CARGA, `${AULAS}/pdf/-/-`, `${CARGA}/xlsx/-/-`]) {
        expect((await call('GET', url, instrutor)).statusCode, url).toBe(403);
        expect((await call('GET', url, monitor)).statusCode, url).toBe(200);
      }
      expect((await call('GET', CARGA, gestor)).statusCode).toBe(200);
      await platform.database.db
        .updateTable('usuarios')
        .set({ permissoes: ['agendamento', 'aulas_list'] })
        .where('email', '=', 'gestor@demo.cfc')
        .execute();
      const semFlag = await sessionFor(platform, 'gestor@demo.cfc');
      for (const url of [AULAS, CARGA, `${AULAS}/pdf/-/-`]) {
        const reply = await call('GET', url, semFlag);
        expect(reply.statusCode, url).toBe(403);
        expect(reply.json().mensagem).toBe('Você não tem permissão para esta ação.');
      }
    });

    it("never shows another school's lessons or processes", async () => {
      const demoAulas = (await call('GET', `${AULAS}?${MARCO}`, admin)).json().dados;
      expect(
        demoAulas.data.every((row: { aluno_nome: string }) => row.aluno_nome !== 'Zuleica Relatório Modelo'),
      ).toBe(true);
      const modeloAulas = (await call('GET', `${AULAS}?${MARCO}`, modelo)).json().dados;
      expect(modeloAulas.data.map((row: { aluno_nome: string }) => row.aluno_nome)).toEqual([
        'Zuleica Relatório Modelo',
      ]);
      expect(modeloAulas.totais).toEqual({ aulas: 1, horas_aula: 1, km: 5, duracao_minutos: 50 });

      const modeloCarga = (await call('GET', `${CARGA}?filtro=zuleica&status=todos`, modelo)).json().dados;
      expect(modeloCarga.data.map((row: { aluno_nome: string }) => row.aluno_nome)).toEqual([
        'Zuleica Relatório Modelo',
      ]);
      const csv = (await call('GET', `${AULAS}/xlsx/-/-?${MARCO}&formato=csv`, modelo)).json().dados;
      expect(csv).toContain('Zuleica Relatório Modelo');
      expect(csv).not.toContain('Zuleica Relatório Ana');

      // The CFC header only chooses among the schools the user may see.
      const foreign = await call('GET', `${AULAS}?${MARCO}`, modelo, undefined, { cfc: 'autoescolademo' });
      expect(foreign.statusCode).toBe(403);
      // Monitoring sees a school it was granted, one at a time.
      const granted = (
        await call('GET', `${AULAS}?${MARCO}`, monitor, undefined, { cfc: 'cfcmodelo' })
      ).json().dados;
      expect(granted.data.map((row: { aluno_nome: string }) => row.aluno_nome)).toEqual([
        'Zuleica Relatório Modelo',
      ]);
    });
  });
});
