import { dateInSaoPaulo, formatCpf, formatDateBR, NOMES_DISCIPLINAS, timeInSaoPaulo } from '@cfc/domain';
import type { Content } from 'pdfmake/interfaces';
import type { RequestContext } from '../../platform/auth/context.ts';
import {
  type ExportColumn,
  renderPdfDocument,
  renderXlsx,
  TABLE_LAYOUT,
} from '../../platform/documents/documents.ts';
import { notFound } from '../../platform/http/errors.ts';
import { stateProfileForSchool } from '../estado-perfis/service.ts';
import * as repository from './folha-repository.ts';
import { aulasDaTurma, findTurma } from './shared-repository.ts';
import { getTurma } from './turmas.ts';

/**
 * A class's attendance sheet (SPEC §7 `GET {path}/pdf/{id}`, and its spreadsheet): the school's
 * header, the sessions with their instructor, h/a, presences and evidence photos, and each student
 * with presences, absences, h/a counted and a column to sign.
 */

interface AlunoDaFolha {
  nome: string;
  cpf: string;
  /** By session id: 'P' present (h/a counted), 'F' missed, '' not closed or not on its list. */
  marcas: Map<number, string>;
  presencas: number;
  faltas: number;
  horas: number;
  reposicoes: number;
}

async function carregar(ctx: RequestContext, turmaId: number) {
  const turma = await getTurma(ctx, turmaId);
  return ctx.tenant(async () => {
    const row = await findTurma(turmaId);
    if (!row) throw notFound('turmas.naoEncontrada');
    const escola = await repository.escola(row.autoescola_id);
    const perfil = await stateProfileForSchool(row.autoescola_id);
    const aulas = await aulasDaTurma(turmaId);
    const presencas = await repository.folhaDaTurma(turmaId);
    const alunos: AlunoDaFolha[] = (await repository.alunosDaFolha(turmaId)).map((aluno) => {
      const minhas = presencas.filter((p) => p.aluno_id === aluno.id);
      const marcas = new Map<number, string>();
      let presentes = 0;
      let faltas = 0;
      let horas = 0;
      for (const p of minhas) {
        if (p.status !== 'encerrada') continue;
        const presente = p.entrada !== null && p.horas_aula > 0;
        marcas.set(p.aula_id, presente ? 'P' : 'F');
        if (presente) presentes += 1;
        else faltas += 1;
        horas += p.horas_aula;
      }
      return {
        nome: aluno.nome,
        cpf: formatCpf(aluno.cpf),
        marcas,
        presencas: presentes,
        faltas,
        horas,
        reposicoes: minhas.filter((p) => p.origem === 'reposicao').length,
      };
    });
    return { turma, escola, perfil, aulas, alunos };
  });
}

type Folha = Awaited<ReturnType<typeof carregar>>;

const arquivo = (turmaId: number, formato: 'pdf' | 'xlsx') => `folha-presenca-turma-${turmaId}.${formato}`;

function pdfContent(folha: Folha): Content[] {
  const { turma, escola, perfil, aulas, alunos } = folha;
  const fotos = aulas.reduce((total, aula) => total + aula.fotos, 0);
  const horas = aulas.reduce((total, aula) => total + aula.horas_aula, 0);
  return [
    {
      columns: [
        { text: escola?.nome_fantasia ?? '', style: 'escola' },
        { text: escola?.cnpj ? `CNPJ ${escola.cnpj}` : '', alignment: 'right', style: 'meta' },
      ],
    },
    { text: `Folha de presença — ${turma.nome}`, style: 'titulo' },
    {
      text: [
        turma.curso_nome,
        `Sala: ${turma.sala_nome} (${turma.capacidade} lugares)`,
        `Período: ${formatDateBR(turma.data_inicio)} a ${formatDateBR(turma.data_fim)}`,
        `Tolerância de atraso e saída antecipada: ${perfil.teoricaToleranciaMinutos} min`,
        `Emitido em ${formatDateBR(new Date())}`,
      ].join('  ·  '),
      style: 'meta',
      margin: [0, 0, 0, 6],
    },
    { text: 'Aulas', style: 'subtitulo' },
    {
      table: {
        headerRows: 1,
        widths: [52, 58, '*', 110, 24, 50, 44, 30],
        body: [
          ['Data', 'Horário', 'Disciplina', 'Instrutor', 'h/a', 'Situação', 'Presentes', 'Fotos'].map(
            (text) => ({
              text,
              style: 'cabecalho',
            }),
          ),
          ...aulas.map((aula) => [
            formatDateBR(dateInSaoPaulo(aula.inicio)),
            `${timeInSaoPaulo(aula.inicio)}–${timeInSaoPaulo(aula.fim)}`,
            NOMES_DISCIPLINAS[aula.disciplina],
            aula.instrutor_nome,
            String(aula.horas_aula),
            aula.status === 'encerrada' ? 'Encerrada' : aula.status === 'aberta' ? 'Aberta' : 'Agendada',
            `${aula.presentes}/${aula.alunos}`,
            String(aula.fotos),
          ]),
        ],
      },
      layout: TABLE_LAYOUT,
    },
    {
      text: `${aulas.length} aula(s), ${horas} h/a programadas, ${fotos} foto(s) de evidência`,
      style: 'meta',
      margin: [0, 4, 0, 0],
    },
    { text: 'Alunos', style: 'subtitulo' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 78, 46, 34, 40, 150],
        body: [
          ['Aluno', 'CPF', 'Presenças', 'Faltas', 'h/a', 'Assinatura'].map((text) => ({
            text,
            style: 'cabecalho',
          })),
          ...alunos.map((aluno) => [
            aluno.reposicoes > 0 ? `${aluno.nome} (reposição)` : aluno.nome,
            aluno.cpf,
            String(aluno.presencas),
            String(aluno.faltas),
            String(aluno.horas),
            { text: ' ', margin: [0, 8, 0, 8] as [number, number, number, number] },
          ]),
        ],
      },
      layout: TABLE_LAYOUT,
    },
    { text: `${alunos.length} aluno(s)`, style: 'meta', margin: [0, 4, 0, 0] },
  ];
}

/** The attendance sheet as a PDF, base64 in `dados`. */
export async function folhaPdf(ctx: RequestContext, turmaId: number) {
  const folha = await carregar(ctx, turmaId);
  const pdf = await renderPdfDocument({
    pageOrientation: 'portrait',
    info: { title: `Folha de presença — ${folha.turma.nome}`, creator: 'CFC Plataforma' },
    content: pdfContent(folha),
  });
  return {
    success: true as const,
    dados: pdf.toString('base64'),
    arquivo: arquivo(turmaId, 'pdf'),
    formato: 'pdf' as const,
  };
}

/** The attendance sheet as a spreadsheet: one row per student, one column per session (P, F). */
export async function folhaXlsx(ctx: RequestContext, turmaId: number) {
  const folha = await carregar(ctx, turmaId);
  const columns: ExportColumn<AlunoDaFolha>[] = [
    { header: 'Aluno', value: (aluno) => aluno.nome },
    { header: 'CPF', value: (aluno) => aluno.cpf },
    ...folha.aulas.map((aula) => ({
      header: `${formatDateBR(dateInSaoPaulo(aula.inicio)).slice(0, 5)} ${timeInSaoPaulo(aula.inicio)} ${NOMES_DISCIPLINAS[aula.disciplina]}`,
      value: (aluno: AlunoDaFolha) => aluno.marcas.get(aula.id_aula_teorica) ?? '',
    })),
    { header: 'Presenças', value: (aluno) => aluno.presencas },
    { header: 'Faltas', value: (aluno) => aluno.faltas },
    { header: 'h/a', value: (aluno) => aluno.horas },
    { header: 'Assinatura', value: () => '' },
  ];
  const xlsx = await renderXlsx({
    modulo: 'turmas',
    titulo: 'Folha de presença',
    escola: { nome_fantasia: folha.escola?.nome_fantasia ?? '', cnpj: folha.escola?.cnpj ?? null },
    filtros: [],
    columns,
    rows: folha.alunos,
  });
  return {
    success: true as const,
    dados: xlsx.toString('base64'),
    arquivo: arquivo(turmaId, 'xlsx'),
    formato: 'xlsx' as const,
  };
}
