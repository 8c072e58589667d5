import type { EvidenciaAula } from '@cfc/contract';

type Linha = EvidenciaAula['linha_do_tempo'][number];

interface HistoricoRow {
  quando: string;
  acao: string;
  para: unknown;
  motivo: string | null;
  usuario: string | null;
}

/** The start and finish are read from the annotation: their history lines would repeat them. */
const FROM_ANNOTATION = new Set(['iniciada', 'finalizada']);

function detalheDe(para: unknown, motivo: string | null): string | null {
  if (motivo) return motivo;
  if (para && typeof para === 'object' && 'status' in para && typeof para.status === 'string')
    return para.status;
  return null;
}

/**
 * Everything that happened to a lesson, oldest first: its history, the start and finish the phone
 * recorded, the photos, the sends to the authority, the alerts found and how they were handled,
 * the manual evidence. Ties keep the order of the kinds above, so the same evidence always gives
 * the same timeline (and the same report hash).
 */
export function linhaDoTempo(evidencia: EvidenciaAula, historico: readonly HistoricoRow[]): Linha[] {
  const linhas: Linha[] = [];
  for (const h of historico) {
    if (FROM_ANNOTATION.has(h.acao)) continue;
    linhas.push({
      quando: h.quando,
      tipo: 'historico',
      acao: h.acao,
      detalhe: detalheDe(h.para, h.motivo),
      usuario: h.usuario,
    });
  }
  const { aula, hodometro } = evidencia;
  if (aula.inicio_real) {
    const detalhe = hodometro.inicio === null ? null : `Hodômetro ${hodometro.inicio} km`;
    linhas.push({
      quando: aula.inicio_real,
      tipo: 'inicio',
      acao: 'iniciada',
      detalhe,
      usuario: aula.instrutor_nome,
    });
  }
  if (aula.fim_real) {
    const detalhe = hodometro.fim === null ? null : `Hodômetro ${hodometro.fim} km`;
    linhas.push({
      quando: aula.fim_real,
      tipo: 'fim',
      acao: 'finalizada',
      detalhe,
      usuario: aula.instrutor_nome,
    });
  }
  for (const foto of evidencia.fotos) {
    linhas.push({
      quando: foto.registrado_em,
      tipo: 'foto',
      acao: foto.momento,
      detalhe: foto.verificacao,
      usuario: null,
    });
  }
  for (const envio of evidencia.envios) {
    const detalhe =
      envio.status ?? envio.erro ?? (envio.http_status === null ? null : `HTTP ${envio.http_status}`);
    linhas.push({
      quando: envio.quando,
      tipo: 'envio',
      acao: envio.operacao,
      detalhe,
      usuario: envio.usuario,
    });
  }
  for (const alerta of evidencia.alertas) {
    linhas.push({
      quando: alerta.detectado_em,
      tipo: 'alerta',
      acao: alerta.tipo,
      detalhe: alerta.titulo,
      usuario: null,
    });
    for (const t of alerta.historico) {
      if (t.de === null && t.para === 'aberto') continue;
      linhas.push({
        quando: t.quando,
        tipo: 'alerta_tratado',
        acao: t.para,
        detalhe: t.nota,
        usuario: t.usuario,
      });
    }
  }
  for (const manual of evidencia.manuais) {
    linhas.push({
      quando: manual.enviado_em,
      tipo: 'manual',
      acao: manual.nome,
      detalhe: manual.descricao,
      usuario: manual.enviado_por,
    });
  }
  // A stable sort: equal instants keep the order they were added in.
  return linhas.sort((a, b) => a.quando.localeCompare(b.quando));
}
