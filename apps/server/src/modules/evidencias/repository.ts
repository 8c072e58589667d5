import type { AulasMonitoradasFiltros, MomentoFoto, VerificacaoFoto } from '@cfc/contract';
import { cpfDigits } from '@cfc/domain';
import { sql } from 'kysely';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import type { TipoEvidenciaManual } from '../../platform/db/schema-evidencias.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/**
 * The SQL of a practical lesson's evidence: one query per kind of evidence (the lesson, its track,
 * photos, history, sends, alerts with their handling, manual files), the monitoring list with a
 * summary per lesson, and the contestation reports generated. In the caller's tenant transaction:
 * row-level security keeps every read to the caller's schools.
 */

const userName = sql<string | null>`(select u.nome from usuarios u where u.id = usuario_id)`;

/** A lesson with its school, process, student, instructor, vehicle and annotation (the reads below). */
function aulasComPessoas() {
  return tenantDb()
    .selectFrom('aulas_praticas as a')
    .innerJoin('autoescolas as e', 'e.id', 'a.autoescola_id')
    .innerJoin('processos as p', (j) =>
      j.onRef('p.autoescola_id', '=', 'a.autoescola_id').onRef('p.id', '=', 'a.processo_id'),
    )
    .innerJoin('alunos as al', (j) =>
      j.onRef('al.autoescola_id', '=', 'a.autoescola_id').onRef('al.id', '=', 'a.aluno_id'),
    )
    .innerJoin('instrutores as i', (j) =>
      j.onRef('i.autoescola_id', '=', 'a.autoescola_id').onRef('i.id', '=', 'a.instrutor_id'),
    )
    .innerJoin('veiculos as v', (j) =>
      j.onRef('v.autoescola_id', '=', 'a.autoescola_id').onRef('v.id', '=', 'a.veiculo_id'),
    )
    .leftJoin('anotacoes_praticas as n', (j) =>
      j.onRef('n.autoescola_id', '=', 'a.autoescola_id').onRef('n.aula_id', '=', 'a.id'),
    );
}

/** The lesson with its school, student, process, instructor, vehicle and annotation. */
export function findAula(aulaId: number) {
  return aulasComPessoas()
    .select([
      'a.id',
      'a.autoescola_id',
      'e.slug',
      'e.nome_fantasia',
      'e.cnpj',
      'al.nome as aluno_nome',
      'al.cpf as aluno_cpf',
      'p.renach',
      'p.categoria',
      'i.nome as instrutor_nome',
      'v.placa',
      isoInstant('a.inicio').as('inicio'),
      isoInstant('a.fim').as('fim'),
      isoInstant<string | null>('n.begin_time').as('begin_time'),
      isoInstant<string | null>('n.finish_time').as('finish_time'),
      'n.hodo_start',
      'n.hodo_end',
      'a.horas_aula',
      'a.status',
      'a.getran_status',
      'a.contingencia',
    ])
    .where('a.id', '=', aulaId)
    .executeTakeFirst();
}
export type AulaEvidenciada = NonNullable<Awaited<ReturnType<typeof findAula>>>;

export function posicoes(aulaId: number) {
  return tenantDb()
    .selectFrom('aula_posicoes')
    .select([isoInstant('registrado_em').as('registrado_em'), 'latitude', 'longitude', 'precisao_metros'])
    .where('aula_id', '=', aulaId)
    .orderBy('registrado_em')
    .execute();
}

export function fotos(aulaId: number) {
  return tenantDb()
    .selectFrom('aula_fotos')
    .select([
      'id',
      'momento',
      isoInstant('created_at').as('registrado_em'),
      'latitude',
      'longitude',
      sql<VerificacaoFoto>`verificacao`.as('verificacao'),
      'rostos',
      'similaridade',
      isoInstant<string | null>('verificado_em').as('verificado_em'),
    ])
    .where('aula_id', '=', aulaId)
    .orderBy('created_at')
    .execute();
}

export function historico(aulaId: number) {
  return tenantDb()
    .selectFrom('aula_historico')
    .select([
      isoInstant('created_at').as('quando'),
      'acao',
      sql<unknown>`para`.as('para'),
      'motivo',
      userName.as('usuario'),
    ])
    .where('aula_id', '=', aulaId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function envios(aulaId: number) {
  return tenantDb()
    .selectFrom('getran_envios')
    .select([
      'id',
      isoInstant('created_at').as('quando'),
      'ambiente',
      'operacao',
      'http_status',
      'status',
      'codigo',
      sql<unknown>`payload`.as('payload'),
      sql<unknown>`resposta`.as('resposta'),
      'erro',
      'duracao_ms',
      userName.as('usuario'),
    ])
    .where('aula_id', '=', aulaId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function alertas(aulaId: number) {
  return tenantDb()
    .selectFrom('alertas')
    .select([
      'id',
      'tipo',
      'severidade',
      'estado',
      'descricao',
      'nota',
      isoInstant('detectado_em').as('detectado_em'),
    ])
    .where('aula_id', '=', aulaId)
    .orderBy('detectado_em')
    .orderBy('id')
    .execute();
}

/** The handling of the lesson's alerts, every alert's changes in one query. */
export function alertaHistorico(aulaId: number) {
  return tenantDb()
    .selectFrom('alerta_historico as h')
    .innerJoin('alertas as a', (j) =>
      j.onRef('a.autoescola_id', '=', 'h.autoescola_id').onRef('a.id', '=', 'h.alerta_id'),
    )
    .select([
      'h.alerta_id',
      isoInstant('h.created_at').as('quando'),
      'h.de',
      'h.para',
      'h.nota',
      sql<string | null>`(select u.nome from usuarios u where u.id = h.usuario_id)`.as('usuario'),
    ])
    .where('a.aula_id', '=', aulaId)
    .orderBy('h.created_at')
    .orderBy('h.id')
    .execute();
}

export function manuais(aulaId: number) {
  return tenantDb()
    .selectFrom('aula_evidencias_manuais')
    .select([
      'id',
      'nome',
      'descricao',
      'tipo_conteudo',
      'tamanho',
      'sha256',
      'usuario_nome as enviado_por',
      isoInstant('created_at').as('enviado_em'),
    ])
    .where('aula_id', '=', aulaId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findManual(aulaId: number, id: number) {
  return tenantDb()
    .selectFrom('aula_evidencias_manuais')
    .select(['nome', 'tipo_conteudo', 'arquivo'])
    .where('aula_id', '=', aulaId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertManual(row: {
  autoescola_id: number;
  aula_id: number;
  nome: string;
  descricao: string;
  tipo_conteudo: TipoEvidenciaManual;
  tamanho: number;
  sha256: string;
  arquivo: string;
  usuario_id: number;
  usuario_nome: string;
}) {
  return tenantDb()
    .insertInto('aula_evidencias_manuais')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function fotoArquivo(aulaId: number, momento: MomentoFoto) {
  return tenantDb()
    .selectFrom('aula_fotos')
    .select('arquivo')
    .where('aula_id', '=', aulaId)
    .where('momento', '=', momento)
    .executeTakeFirst();
}

// ---------- The monitoring list ----------

const count = (table: string, extra = sql``) =>
  sql<number>`(select count(*)::int from ${sql.table(table)} x
    where x.autoescola_id = a.autoescola_id and x.aula_id = a.id ${extra})`;

export type ListaFiltros = Omit<AulasMonitoradasFiltros, 'autoescola' | 'de' | 'ate'> & {
  autoescolaId: number | null;
  de: Date | null;
  ate: Date | null;
};

/** Given and running lessons of the caller's schools, newest first, with their evidence summary. */
export function listAulas(filtros: ListaFiltros) {
  let query = aulasComPessoas().select([
    'a.id',
    'a.autoescola_id',
    'e.slug',
    'e.nome_fantasia',
    'al.nome as aluno_nome',
    'al.cpf as aluno_cpf',
    'i.nome as instrutor_nome',
    'v.placa',
    'p.categoria',
    isoInstant('a.inicio').as('inicio'),
    isoInstant<string | null>('n.begin_time').as('begin_time'),
    isoInstant<string | null>('n.finish_time').as('finish_time'),
    'a.status',
    'a.contingencia',
    'a.getran_status',
    sql<number | null>`n.hodo_end - n.hodo_start`.as('km'),
    count('aula_fotos').as('fotos'),
    count('aula_fotos', sql`and x.verificacao = 'confere'`).as('fotos_ok'),
    count('aula_fotos', sql`and x.verificacao in ('sem_rosto', 'varios_rostos', 'divergente', 'erro')`).as(
      'fotos_falhas',
    ),
    count('aula_posicoes').as('posicoes'),
    count('alertas', sql`and x.estado = 'aberto'`).as('alertas_abertos'),
    count('aula_evidencias_manuais').as('manuais'),
  ]);
  query = filtros.status
    ? query.where('a.status', '=', filtros.status)
    : query.where('a.status', 'in', ['realizada', 'em_andamento']);
  if (filtros.autoescolaId !== null) query = query.where('a.autoescola_id', '=', filtros.autoescolaId);
  if (filtros.de) query = query.where('a.inicio', '>=', filtros.de);
  if (filtros.ate) query = query.where('a.inicio', '<', filtros.ate);
  if (filtros.instrutor_id) query = query.where('a.instrutor_id', '=', filtros.instrutor_id);
  if (filtros.contingencia) query = query.where('a.contingencia', '=', filtros.contingencia === 'true');
  if (filtros.com_alertas === 'true') {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('alertas as x')
          .select(sql`1`.as('um'))
          .whereRef('x.autoescola_id', '=', 'a.autoescola_id')
          .whereRef('x.aula_id', '=', 'a.id'),
      ),
    );
  }
  const aluno = filtros.aluno;
  if (aluno) {
    const digits = cpfDigits(aluno);
    const byCpf = digits.length >= 3 && /^[\d.\-\s]+$/.test(aluno);
    query = query.where(byCpf ? sql<boolean>`al.cpf like ${`${digits}%`}` : containsText('al.nome', aluno));
  }
  return paginate(query, filtros, {
    columns: { inicio: 'a.inicio', aluno: 'al.nome', instrutor: 'i.nome', autoescola: 'e.nome_fantasia' },
    default: 'a.inicio',
    unique: 'a.id',
  });
}

// ---------- Contestation reports ----------

export async function insertRelatorio(row: {
  autoescola_id: number;
  aula_id: number;
  hash_conteudo: string;
  hash_arquivo: string;
  arquivo: string;
  usuario_id: number;
  usuario_nome: string;
}) {
  return tenantDb()
    .insertInto('relatorios_contestacao')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The report a file is, by the SHA-256 of its bytes, among the caller's schools. */
export function relatorioDoArquivo(hashArquivo: string) {
  return tenantDb()
    .selectFrom('relatorios_contestacao as r')
    .innerJoin('autoescolas as e', 'e.id', 'r.autoescola_id')
    .innerJoin('aulas_praticas as a', (j) =>
      j.onRef('a.autoescola_id', '=', 'r.autoescola_id').onRef('a.id', '=', 'r.aula_id'),
    )
    .innerJoin('alunos as al', (j) =>
      j.onRef('al.autoescola_id', '=', 'a.autoescola_id').onRef('al.id', '=', 'a.aluno_id'),
    )
    .select([
      'r.id',
      'r.aula_id',
      'e.slug',
      'e.nome_fantasia',
      'al.nome as aluno_nome',
      'r.hash_conteudo',
      'r.hash_arquivo',
      'r.usuario_nome as gerado_por',
      isoInstant('r.created_at').as('gerado_em'),
    ])
    .where('r.hash_arquivo', '=', hashArquivo)
    .orderBy('r.created_at')
    .executeTakeFirst();
}
