import { sql, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * The demo's monitoring logs: bookings and moves of the demo school's lessons with where they came
 * from, a few calls to the GETRAN candidate service, and past minimisation runs.
 */

const NAVEGADOR =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const CELULAR =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36';
const horasAtras = (horas: number) => new Date(Date.now() - horas * 3_600_000);

export async function seedLogs(trx: Transaction<DB>, schoolId: number, operadoraId: number): Promise<void> {
  const admin = await trx
    .selectFrom('usuarios')
    .select(['id', 'id_role'])
    .where('email', '=', 'admin@demo.cfc')
    .executeTakeFirstOrThrow();
  const aulas = await trx
    .selectFrom('aulas_praticas')
    .select(['id', 'inicio', 'fim', 'instrutor_id', 'veiculo_id'])
    .where('autoescola_id', '=', schoolId)
    .orderBy('inicio', 'desc')
    .limit(6)
    .execute();
  for (const [index, aula] of aulas.entries()) {
    const quando = horasAtras(72 - index * 9);
    const inicio = new Date(aula.inicio).toISOString();
    const fim = new Date(aula.fim).toISOString();
    const remarcada = index === 1;
    const de = remarcada ? { inicio: new Date(Date.parse(inicio) - 3_600_000).toISOString(), fim } : null;
    const para = { inicio, fim, instrutor_id: aula.instrutor_id, veiculo_id: aula.veiculo_id };
    const acao = remarcada ? 'remarcada' : 'agendada';
    await trx
      .insertInto('aula_historico')
      .values({
        autoescola_id: schoolId,
        aula_id: aula.id,
        acao,
        de: de ? JSON.stringify(de) : null,
        para: JSON.stringify(para),
        usuario_id: admin.id,
        created_at: quando,
      })
      .execute();
    await trx
      .insertInto('audit_log')
      .values({
        autoescola_id: schoolId,
        usuario_id: admin.id,
        id_role: admin.id_role,
        acao: remarcada ? 'aula_pratica_remarcada' : 'aula_pratica_agendada',
        entidade: 'aula_pratica',
        entidade_id: String(aula.id),
        dados: JSON.stringify(para),
        ip: index % 2 === 0 ? '177.71.20.14' : '189.40.88.201',
        user_agent: index % 2 === 0 ? NAVEGADOR : CELULAR,
        created_at: quando,
      })
      .execute();
  }

  const aluno = await trx
    .selectFrom('alunos')
    .select('cpf')
    .where('autoescola_id', '=', schoolId)
    .orderBy('id')
    .executeTakeFirst();
  if (aluno) {
    const consultas = [
      { horas: 30, duracao_ms: 184, http_status: 200, resultado: 'sucesso', erro: null, aulas: 3 },
      {
        horas: 20,
        duracao_ms: 10_004,
        http_status: null,
        resultado: 'falha',
        erro: 'O GETRAN não respondeu a tempo.',
        aulas: null,
      },
      { horas: 5, duracao_ms: 97, http_status: 200, resultado: 'sucesso', erro: null, aulas: 4 },
    ] as const;
    await trx
      .insertInto('getran_consultas')
      .values(
        consultas.map((consulta) => ({
          autoescola_id: schoolId,
          usuario_id: admin.id,
          id_role: admin.id_role,
          cpf: aluno.cpf,
          ambiente: 'producao' as const,
          duracao_ms: consulta.duracao_ms,
          http_status: consulta.http_status,
          resultado: consulta.resultado,
          erro: consulta.erro,
          aulas: consulta.aulas,
          ip: '177.71.20.14',
          created_at: horasAtras(consulta.horas),
        })),
      )
      .execute();
  }

  const noite = (dias: number) =>
    sql<Date>`date_trunc('day', now()) - make_interval(days => ${dias}) + interval '6 hours 30 minutes'`;
  await trx
    .insertInto('minimizacao_log')
    .values([
      {
        autoescola_id: operadoraId,
        regra: 'sessoes_encerradas',
        tabela: 'sessoes',
        operacao: 'exclusao',
        quantidade: 14,
        limite: horasAtras(24 * 31),
        executado_em: noite(1),
      },
      {
        autoescola_id: operadoraId,
        regra: 'links_redefinicao_senha',
        tabela: 'password_resets',
        operacao: 'exclusao',
        quantidade: 3,
        limite: horasAtras(24),
        executado_em: noite(1),
      },
      {
        autoescola_id: schoolId,
        regra: 'posicoes_gps_aula',
        tabela: 'aula_posicoes',
        operacao: 'exclusao',
        quantidade: 2_880,
        limite: horasAtras(24 * (5 * 365 + 3)),
        executado_em: noite(2),
      },
      {
        autoescola_id: schoolId,
        regra: 'fotos_aula_pratica',
        tabela: 'aula_fotos',
        operacao: 'exclusao',
        quantidade: 12,
        limite: horasAtras(24 * (5 * 365 + 3)),
        executado_em: noite(2),
      },
      {
        autoescola_id: schoolId,
        regra: 'consultas_getran',
        tabela: 'getran_consultas',
        operacao: 'anonimizacao',
        quantidade: 5,
        limite: horasAtras(24 * (5 * 365 + 3)),
        executado_em: noite(2),
      },
    ])
    .execute();
}
