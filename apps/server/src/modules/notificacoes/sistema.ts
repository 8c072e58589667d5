import { limparDescricao } from './html.ts';
import * as repository from './repository.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A notice the platform itself sends to the staff of one school (every role but instructor and
 * student), such as a student becoming apto for the practical exam. It runs in the caller's system
 * transaction; once that commits, `avisarInstancias` pushes it to the connected recipients.
 */
export async function notificarEquipeDaEscola(aviso: {
  autoescolaId: number;
  titulo: string;
  texto: string;
  /** Items listed under the text. */
  itens?: readonly string[];
}): Promise<number> {
  const lista = aviso.itens?.length
    ? `<ul>${aviso.itens.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
    : '';
  const descricao = limparDescricao(`<p>${escapeHtml(aviso.texto)}</p>${lista}`);
  const id = await repository.insertNotificacao({
    tipo: 'geral',
    titulo: aviso.titulo,
    descricao: descricao.html,
    descricao_texto: descricao.texto,
    remetente_id: null,
    destino: 'autoescolas',
    destino_filtro: { autoescola_ids: [aviso.autoescolaId] },
  });
  await repository.insertDestinatarios(id, {
    tipo: 'equipe',
    autoescolaIds: [aviso.autoescolaId],
    semOperadora: false,
  });
  return id;
}

/**
 * A notice the platform sends to one user, with a file it already stored as its attachment (an
 * export built in the background). Runs in the caller's system transaction; once that commits,
 * `avisarInstancias` pushes it.
 */
export async function notificarUsuario(aviso: {
  usuarioId: number;
  titulo: string;
  texto: string;
  anexo?: { nome: string; mimetype: string; tamanho: number; arquivo: string };
}): Promise<number> {
  const descricao = limparDescricao(`<p>${escapeHtml(aviso.texto)}</p>`);
  const id = await repository.insertNotificacao({
    tipo: 'geral',
    titulo: aviso.titulo,
    descricao: descricao.html,
    descricao_texto: descricao.texto,
    remetente_id: null,
    destino: 'usuario',
    destino_filtro: { usuario_id: aviso.usuarioId },
  });
  if (aviso.anexo) await repository.insertAnexo({ notificacao_id: id, ...aviso.anexo });
  await repository.insertDestinatarios(id, { tipo: 'usuario', usuarioId: aviso.usuarioId });
  return id;
}
