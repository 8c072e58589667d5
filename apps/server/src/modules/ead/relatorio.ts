import type { ExportReply } from '@cfc/contract';
import { CONTRAN_783, formatDateBR, TEXTOS_REPROVACAO, timeInSaoPaulo } from '@cfc/domain';
import type { Content } from 'pdfmake/interfaces';
import type { RequestContext } from '../../platform/auth/context.ts';
import { renderPdfDocument, TABLE_LAYOUT } from '../../platform/documents/documents.ts';
import { verificarCadeia } from './auditoria.ts';
import * as repository from './repository.ts';
import { aulaVisivel, type EadDeps, toAulaEad } from './shared.ts';
import * as verificacoesRepository from './verificacoes-repository.ts';

/**
 * The report of a remote lesson (783/2020): the school, date, start and end, content, the
 * instructor's face record at the start, the number of students present, and each student's time
 * connected, checks and result; the audit trail's state closes it.
 */
export async function relatorioPdf(ctx: RequestContext, deps: EadDeps, id: number): Promise<ExportReply> {
  const dados = await ctx.tenant(async () => {
    const { aula } = await aulaVisivel(ctx, id);
    return {
      aula: toAulaEad(aula),
      lista: await repository.alunosDaLista(id),
      verificacoes: await verificacoesRepository.verificacoesDaAula(id),
      conexoes: await repository.conexoesDaAula(id),
      auditoria: await verificarCadeia(id, null),
      contada: aula.contada_em !== null,
    };
  });
  const { aula, lista, verificacoes, conexoes, auditoria } = dados;
  const abertura = verificacoes.find(
    (item) => item.id_aluno === null && item.momento === 'abertura' && item.arquivo,
  );
  const foto = abertura?.arquivo ? await deps.storage.get(abertura.arquivo) : null;
  const presentes = lista.filter((item) => item.entrada !== null).length;

  const linha = (rotulo: string, valor: string): Content => ({
    columns: [
      { text: rotulo, width: 150, bold: true },
      { text: valor, width: '*' },
    ],
    margin: [0, 1, 0, 1],
  });
  const content: Content[] = [
    { text: 'Relatório de aula teórica a distância', style: 'title' },
    { text: `${CONTRAN_783} — ensino remoto ao vivo`, style: 'meta', margin: [0, 0, 0, 8] },
    linha('Autoescola', aula.autoescola_nome),
    linha('Turma', aula.turma_nome),
    linha('Conteúdo (disciplina)', aula.disciplina_nome),
    linha('Instrutor', aula.instrutor_nome),
    linha('Data', formatDateBR(aula.data)),
    linha('Horário previsto', `${aula.hora_inicio} às ${aula.hora_fim}`),
    linha(
      'Transmissão',
      aula.iniciada_em
        ? `início ${timeInSaoPaulo(aula.iniciada_em)}${aula.encerrada_em ? `, fim ${timeInSaoPaulo(aula.encerrada_em)}` : ' (em andamento)'}`
        : 'não iniciada',
    ),
    linha(
      'Alunos presentes',
      dados.contada
        ? `${presentes} de ${lista.length}`
        : `presenças ainda não contadas (${lista.length} na lista)`,
    ),
    linha(
      'Rosto do instrutor na abertura',
      abertura
        ? `${abertura.resultado === 'aprovada' ? 'aprovado' : 'reprovado'} às ${timeInSaoPaulo(abertura.respondida_em ?? abertura.pedida_em)} (semelhança ${abertura.similaridade ?? '—'}%, vivacidade ${abertura.vivacidade ?? '—'}%)`
        : 'sem registro',
    ),
  ];
  if (foto)
    content.push({
      image: `data:${foto.contentType};base64,${foto.content.toString('base64')}`,
      fit: [160, 120],
      margin: [150, 4, 0, 8],
    });
  content.push(
    { text: 'Alunos', style: 'subtitle', margin: [0, 10, 0, 4] },
    {
      table: {
        headerRows: 1,
        widths: ['*', 60, 45, '*', 55],
        body: [
          ['Aluno', 'Conectado', 'h/a', 'Verificações faciais', 'Resultado'].map((text) => ({
            text,
            bold: true,
          })),
          ...lista.map((aluno) => {
            const minhas = conexoes.filter((item) => Number(item.aluno_id) === aluno.id_aluno);
            const entradas = minhas.map((item) => timeInSaoPaulo(item.entrou_em)).join(', ');
            const checks = verificacoes
              .filter((item) => item.id_aluno === aluno.id_aluno)
              .map(
                (item) =>
                  `${item.momento}: ${item.resultado}${item.motivo ? ` (${TEXTOS_REPROVACAO[item.motivo]})` : ''}`,
              )
              .join('; ');
            return [
              aluno.aluno_nome,
              entradas || '—',
              dados.contada ? String(aluno.horas_aula) : '—',
              checks || '—',
              dados.contada ? (aluno.entrada ? 'presente' : `ausente: ${aluno.motivo_ausencia ?? ''}`) : '—',
            ];
          }),
        ],
      },
      layout: TABLE_LAYOUT,
    },
    {
      text: auditoria.integra
        ? `Trilha de auditoria íntegra: ${auditoria.registros.length} registros encadeados por SHA-256.`
        : `Trilha de auditoria alterada a partir do registro ${auditoria.primeiro_erro}.`,
      style: 'meta',
      margin: [0, 10, 0, 0],
    },
  );
  const pdf = await renderPdfDocument({
    pageOrientation: 'portrait',
    info: { title: `Relatório da aula a distância ${id}`, creator: 'CFC Plataforma' },
    content,
  });
  return {
    success: true,
    dados: pdf.toString('base64'),
    arquivo: `relatorio-aula-ead-${id}.pdf`,
    formato: 'pdf',
  };
}
