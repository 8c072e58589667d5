import { createHash } from 'node:crypto';
import { type EvidenciaManual, evidenciaManualFields } from '@cfc/contract';
import { auditChange } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { conflict, fixedText, invalid, notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as repository from './repository.ts';
import type { ArquivoRecebido } from './upload.ts';

/**
 * Manual evidence of a lesson given in contingency (no photos or track from the phone): the school
 * sends the signed attendance sheet or photos with a description. Kept for good, listed with the
 * lesson's evidence and printed on its contestation report.
 */

const AULA_NAO_ENCONTRADA = 'aulasPraticas.aulaNaoEncontrada';

export async function addEvidenciaManual(
  deps: { storage: Storage },
  ctx: RequestContext,
  aulaId: number,
  arquivo: ArquivoRecebido,
): Promise<EvidenciaManual> {
  // The fields come with the file (multipart), so the contract's schema is applied here.
  const parsed = evidenciaManualFields.safeParse(arquivo.fields);
  if (!parsed.success) {
    throw invalid({ descricao: parsed.error.issues.map((issue) => fixedText(issue.message)) });
  }
  const aula = await ctx.tenant(() => repository.findAula(aulaId));
  if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
  if (!aula.contingencia) throw conflict('evidencias.somenteContingencia');
  const sha256 = createHash('sha256').update(arquivo.content).digest('hex');
  const key = `aulas/${aula.autoescola_id}/${aulaId}/manuais/${sha256}`;
  await deps.storage.put(key, arquivo.content, arquivo.tipo);
  return ctx.tenant(async () => {
    const { id } = await repository.insertManual({
      autoescola_id: aula.autoescola_id,
      aula_id: aulaId,
      nome: arquivo.nome,
      descricao: parsed.data.descricao,
      tipo_conteudo: arquivo.tipo,
      tamanho: arquivo.content.length,
      sha256,
      arquivo: key,
      usuario_id: ctx.principal.usuarioId,
      usuario_nome: ctx.principal.nome,
    });
    await auditChange(ctx, {
      entidade: 'aula_evidencia_manual',
      acao: 'evidencia_manual_enviada',
      id,
      autoescolaId: aula.autoescola_id,
      dados: { aula_id: aulaId, nome: arquivo.nome, sha256 },
    });
    const manual = (await repository.manuais(aulaId)).find((row) => row.id === id);
    if (!manual) throw notFound('evidencias.evidenciaNaoEncontrada');
    const { id: _, ...rest } = manual;
    return { id_evidencia: id, ...rest };
  });
}

export async function getEvidenciaManual(
  deps: { storage: Storage },
  ctx: RequestContext,
  aulaId: number,
  id: number,
): Promise<{ nome: string; contentType: string; content: Buffer }> {
  const row = await ctx.tenant(() => repository.findManual(aulaId, id));
  const file = row ? await deps.storage.get(row.arquivo) : null;
  if (!row || !file) throw notFound('evidencias.evidenciaNaoEncontrada');
  return { nome: row.nome, contentType: row.tipo_conteudo, content: file.content };
}
