import { DEFAULT_STATE_PROFILE } from '@cfc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../platform/db/tenant.ts';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { apiCaller, type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { stateProfileFor, stateProfileForSchool } from './service.ts';

const engines = await testEngines();

const SP = {
  instrutor_limite_diario: 24,
  alunos_simultaneos: 1,
  noite_inicio: '19:00',
  noite_fim: '05:30',
  limite_conceitos_basicos: 2,
  limite_baliza: 4,
  tempo_minimo_minutos: 40,
  duracao_maxima_minutos: 55,
  aula_dupla_minimo_minutos: 85,
  intervalo_terceira_aula_minutos: 30,
  tolerancia_checkin_minutos: 15,
};

describe.each(engines)('state profiles on $name', (engine) => {
  let platform: Platform;
  let monitor: Session;
  let comercial: Session;
  let admin: Session;
  const call = apiCaller(() => platform);

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    monitor = await sessionFor(platform, 'monitor@demo.cfc');
    comercial = await sessionFor(platform, 'comercial@demo.cfc');
    admin = await sessionFor(platform, 'admin@demo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('lists every state, with its own rules or the national defaults', async () => {
    const list = (await call('GET', '/estado-perfis', monitor)).json().dados;
    expect(list).toHaveLength(27);
    expect(list.find((perfil: { uf: string }) => perfil.uf === 'MA')).toMatchObject({
      personalizado: true,
      noite_inicio: '18:00',
      noite_fim: '06:00',
      instrutor_limite_diario: 12,
    });
    expect(list.find((perfil: { uf: string }) => perfil.uf === 'AC')).toMatchObject({
      personalizado: false,
      updated_at: null,
      tempo_minimo_minutos: 45,
    });
    expect((await call('GET', '/estado-perfis/rj', comercial)).json().dados).toMatchObject({
      uf: 'RJ',
      personalizado: false,
    });
    // The states' practice of remote theory (migration 0019).
    const uf = (sigla: string) => list.find((perfil: { uf: string }) => perfil.uf === sigla);
    expect(uf('BA')).toMatchObject({
      ead_verificacoes_aleatorias_percentual: 20,
      ead_presenca_minima_percentual: null,
    });
    expect(uf('PB')).toMatchObject({ ead_presenca_minima_percentual: 90 });
    expect(uf('PR')).toMatchObject({ ead_tolerancia_entrada_minutos: 20 });
    expect(uf('MT')).toMatchObject({ ead_gravada_permitida: false });
    expect(uf('MA')).toMatchObject({ ead_tolerancia_entrada_minutos: 15, ead_gravada_permitida: true });
  });

  it('lets the operator create and replace a state profile, with its audit line', async () => {
    const created = await call('PUT', '/estado-perfis/SP', monitor, SP);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      mensagem: 'Regras da UF gravadas.',
      dados: { ...SP, personalizado: true },
    });

    const replaced = await call('PUT', '/estado-perfis/sp', monitor, { ...SP, instrutor_limite_diario: 12 });
    expect(replaced.json().dados).toMatchObject({
      uf: 'SP',
      instrutor_limite_diario: 12,
      noite_inicio: '19:00',
    });
    expect((await call('GET', '/estado-perfis/SP', comercial)).json().dados.instrutor_limite_diario).toBe(12);

    const audit = await platform.database.db
      .selectFrom('audit_log')
      .select(['acao', 'usuario_id', 'id_role', 'dados'])
      .where('entidade', '=', 'estado_perfil')
      .where('entidade_id', '=', 'SP')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.acao, row.usuario_id, row.id_role])).toEqual([
      ['estado_perfil_alterado', monitor.usuarioId, 2],
      ['estado_perfil_alterado', monitor.usuarioId, 2],
    ]);
    expect(audit[0]?.dados).toMatchObject({ instrutor_limite_diario: 24 });
  });

  it("gives the lessons' rules a domain profile, inside a school's transaction", async () => {
    await call('PUT', '/estado-perfis/GO', monitor, { ...SP, noite_inicio: '20:00' });
    const { db } = platform.database;
    const demo = await db
      .selectFrom('autoescolas')
      .select('id')
      .where('slug', '=', 'autoescolademo')
      .executeTakeFirstOrThrow();
    const scope = { usuarioId: null, autoescolaIds: [demo.id] };

    const goias = await withTenant(db, scope, () => stateProfileFor('GO'));
    expect(goias).toEqual({
      uf: 'GO',
      instrutorLimiteDiario: 24,
      alunosSimultaneos: 1,
      noite: { inicio: '20:00', fim: '05:30' },
      limiteConceitosBasicos: 2,
      limiteBaliza: 4,
      tempoMinimoMinutos: 40,
      duracaoMaximaMinutos: 55,
      aulaDuplaMinimoMinutos: 85,
      intervaloTerceiraAulaMinutos: 30,
      toleranciaCheckinMinutos: 15,
      regime1020Desde: '2025-12-09',
      migrarProcessosAbertos: false,
      instrutorAutonomo: false,
      veiculoProprioCandidato: false,
      contingenciaPercentualMaximo: null,
      teoricaLimiteDiario: 5,
      teoricaToleranciaMinutos: 15,
      eadToleranciaEntradaMinutos: 15,
      eadPresencaMinimaPercentual: null,
      eadVerificacoesAleatoriasPercentual: 0,
      eadSimilaridadeMinima: 55,
      eadVivacidadeMinima: 50,
      eadGravadaPermitida: true,
      alertaGpsLacunaSegundos: 120,
      alertaVelocidadeMaximaKmh: 150,
      alertaHodometroToleranciaPercentual: 30,
      alertaSimilaridadeMinima: 55,
      alertaRejeicoesQuantidade: 3,
      alertaRejeicoesDias: 7,
      alertaCameraOfflineMinutos: 5,
    });
    expect(await withTenant(db, scope, () => stateProfileFor('AC'))).toBe(DEFAULT_STATE_PROFILE);
    expect(await withTenant(db, scope, () => stateProfileForSchool(demo.id))).toMatchObject({ uf: 'MA' });
    // A system job (no school) reads the same rules.
    expect((await withSystem(db, () => stateProfileFor('GO'))).noite.inicio).toBe('20:00');
  });

  it('carries the regime transition, the 1.020 freedoms and the contingency share, kept when a form omits them', async () => {
    // The Federal District caps contingency lessons at 6% (migration 0011).
    expect((await call('GET', '/estado-perfis/DF', monitor)).json().dados).toMatchObject({
      personalizado: true,
      contingencia_percentual_maximo: 6,
      regime_1020_desde: '2025-12-09',
      migrar_processos_abertos: false,
    });
    const transicao = {
      regime_1020_desde: '2026-02-01',
      migrar_processos_abertos: true,
      instrutor_autonomo: true,
      veiculo_proprio_candidato: true,
      contingencia_percentual_maximo: 10,
    };
    const saved = await call('PUT', '/estado-perfis/RS', monitor, { ...SP, ...transicao });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().dados).toMatchObject(transicao);
    // A form that knows nothing of them (an older screen) leaves them as they were.
    expect((await call('PUT', '/estado-perfis/RS', monitor, SP)).json().dados).toMatchObject(transicao);
    const none = await call('PUT', '/estado-perfis/RS', monitor, {
      ...SP,
      contingencia_percentual_maximo: null,
    });
    expect(none.json().dados.contingencia_percentual_maximo).toBeNull();
    const bad = await call('PUT', '/estado-perfis/RS', monitor, {
      ...SP,
      contingencia_percentual_maximo: 101,
    });
    expect(bad.json().errors).toEqual({
      contingencia_percentual_maximo: ['O percentual de contingência vai de 0 a 100.'],
    });
  });

  it('carries the theory rules, kept when a form omits them', async () => {
    expect((await call('GET', '/estado-perfis/MA', monitor)).json().dados).toMatchObject({
      teorica_limite_diario: 5,
      teorica_tolerancia_minutos: 15,
    });
    const teoria = { teorica_limite_diario: 4, teorica_tolerancia_minutos: 10 };
    const saved = await call('PUT', '/estado-perfis/PR', monitor, { ...SP, ...teoria });
    expect(saved.json().dados).toMatchObject(teoria);
    expect((await call('PUT', '/estado-perfis/PR', monitor, SP)).json().dados).toMatchObject(teoria);
    const bad = await call('PUT', '/estado-perfis/PR', monitor, {
      ...SP,
      teorica_limite_diario: 0,
      teorica_tolerancia_minutos: 61,
    });
    expect(bad.json().errors).toEqual({
      teorica_limite_diario: ['O limite diário de aulas teóricas vai de 1 a 24 h/a.'],
      teorica_tolerancia_minutos: ['Deve estar entre 0 e 60 minutos.'],
    });
  });

  it("carries the alerts' thresholds, kept when a form omits them, with Portuguese messages", async () => {
    const limiares = {
      alerta_gps_lacuna_segundos: 90,
      alerta_velocidade_maxima_kmh: 130,
      alerta_hodometro_tolerancia_percentual: 25,
      alerta_similaridade_minima: 60,
      alerta_rejeicoes_quantidade: 4,
      alerta_rejeicoes_dias: 10,
      alerta_camera_offline_minutos: 3,
    };
    const saved = await call('PUT', '/estado-perfis/SC', monitor, { ...SP, ...limiares });
    expect(saved.json().dados).toMatchObject(limiares);
    expect((await call('PUT', '/estado-perfis/SC', monitor, SP)).json().dados).toMatchObject(limiares);
    const bad = await call('PUT', '/estado-perfis/SC', monitor, {
      ...SP,
      alerta_gps_lacuna_segundos: 5,
      alerta_hodometro_tolerancia_percentual: 101,
      alerta_rejeicoes_dias: 1.5,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      alerta_gps_lacuna_segundos: ['Deve ser um número inteiro entre 10 e 3600.'],
      alerta_hodometro_tolerancia_percentual: ['Deve ser um percentual inteiro entre 1 e 100.'],
      alerta_rejeicoes_dias: ['Deve ser um número inteiro entre 1 e 90.'],
    });
  });

  it('refuses school staff and commercial edits, and bad rules with their field', async () => {
    expect((await call('GET', '/estado-perfis', admin)).statusCode).toBe(403);
    expect((await call('PUT', '/estado-perfis/MA', admin, SP)).statusCode).toBe(403);
    expect((await call('PUT', '/estado-perfis/MA', comercial, SP)).statusCode).toBe(403);

    const bad = await call('PUT', '/estado-perfis/MA', monitor, {
      ...SP,
      instrutor_limite_diario: 18,
      noite_inicio: '25:00',
      tolerancia_checkin_minutos: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      instrutor_limite_diario: ['O limite diário do instrutor é 12 ou 24 h/a.'],
      noite_inicio: ['Horário inválido (use HH:mm).'],
      tolerancia_checkin_minutos: ['Deve estar entre 0 e 120 minutos.'],
    });
    const crossed = await call('PUT', '/estado-perfis/MA', monitor, { ...SP, tempo_minimo_minutos: 60 });
    expect(crossed.json().errors).toEqual({
      tempo_minimo_minutos: ['O tempo mínimo não pode passar da duração máxima.'],
    });
    expect((await call('PUT', '/estado-perfis/XX', monitor, SP)).json().errors).toEqual({
      uf: ['UF inválida.'],
    });
    expect((await call('GET', '/estado-perfis/MA', monitor)).json().dados.noite_inicio).toBe('18:00');
  });
});
