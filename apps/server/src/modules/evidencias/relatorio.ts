import { createHash } from 'node:crypto';
import type { EvidenciaAula, VerificacaoRelatorio } from '@cfc/contract';
import sharp from 'sharp';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { renderRelatorioPdf } from './relatorio-pdf.ts';
import * as repository from './repository.ts';
import { gatherEvidencia } from './service.ts';

/**
 * The contestation report of a lesson given: its content is the lesson's whole evidence, whose
 * SHA-256 is printed on the PDF; each PDF generated is kept (file and hashes, who, when) so a copy
 * handed in later is told apart from a modified one.
 */

const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');

/** The hash of a report's content: the same evidence always gives the same hash. */
export const hashDoConteudo = (evidencia: EvidenciaAula) => sha256(JSON.stringify(evidencia));

export async function getRelatorio(ctx: RequestContext, aulaId: number) {
  const evidencia = await ctx.tenant(() => gatherEvidencia(ctx, aulaId));
  return { evidencia, hash_conteudo: hashDoConteudo(evidencia) };
}

/** The photos as small JPEGs for the PDF (which reads neither WEBP nor large files well). */
async function fotosDoPdf(storage: Storage, ctx: RequestContext, evidencia: EvidenciaAula) {
  const fotos = new Map<string, Buffer>();
  const arquivos = await ctx.tenant(() =>
    Promise.all(
      evidencia.fotos.map((f) => repository.fotoArquivo(evidencia.aula.id_aula_pratica, f.momento)),
    ),
  );
  for (const [index, foto] of evidencia.fotos.entries()) {
    const arquivo = arquivos[index]?.arquivo;
    const file = arquivo ? await storage.get(arquivo) : null;
    if (!file) continue;
    const jpeg = await sharp(file.content)
      .resize({ width: 480, withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
    fotos.set(foto.momento, jpeg);
  }
  return fotos;
}

export async function gerarRelatorioPdf(deps: { storage: Storage }, ctx: RequestContext, aulaId: number) {
  const { evidencia, hash_conteudo } = await getRelatorio(ctx, aulaId);
  const geradoEm = new Date();
  const pdf = await renderRelatorioPdf({
    evidencia,
    hashConteudo: hash_conteudo,
    geradoPor: ctx.principal.nome,
    geradoEm,
    fotos: await fotosDoPdf(deps.storage, ctx, evidencia),
  });
  const hashArquivo = sha256(pdf);
  const { aula } = evidencia;
  const arquivo = `relatorios-contestacao/${aula.id_autoescola}/${aula.id_aula_pratica}/${hashArquivo}.pdf`;
  await deps.storage.put(arquivo, pdf, 'application/pdf');
  await ctx.tenant(async () => {
    const { id } = await repository.insertRelatorio({
      autoescola_id: aula.id_autoescola,
      aula_id: aula.id_aula_pratica,
      hash_conteudo,
      hash_arquivo: hashArquivo,
      arquivo,
      usuario_id: ctx.principal.usuarioId,
      usuario_nome: ctx.principal.nome,
    });
    await auditChange(ctx, {
      entidade: 'relatorio_contestacao',
      acao: 'relatorio_contestacao_gerado',
      id,
      autoescolaId: aula.id_autoescola,
      dados: { aula_id: aula.id_aula_pratica, hash_conteudo, hash_arquivo: hashArquivo },
    });
  });
  return {
    pdf,
    nome: `relatorio-contestacao-aula-${aula.id_aula_pratica}.pdf`,
    hash_conteudo,
    hash_arquivo: hashArquivo,
  };
}

/** Which stored report a PDF is, by the hash of its bytes: any change to the file makes it 'não confere'. */
export async function verificarRelatorio(
  ctx: RequestContext,
  content: Buffer,
): Promise<VerificacaoRelatorio> {
  const row = await ctx.tenant(() => repository.relatorioDoArquivo(sha256(content)));
  if (!row) return { confere: false, relatorio: null };
  return {
    confere: true,
    relatorio: {
      id_relatorio: row.id,
      id_aula_pratica: row.aula_id,
      autoescola: row.slug,
      autoescola_nome: row.nome_fantasia,
      aluno_nome: row.aluno_nome,
      hash_conteudo: row.hash_conteudo,
      hash_arquivo: row.hash_arquivo,
      gerado_por: row.gerado_por,
      gerado_em: row.gerado_em,
    },
  };
}
