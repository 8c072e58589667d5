import { ANEXO_MAX_BYTES, ANEXOS_MAX, type DESTINOS_AVISO, type TipoNotificacao } from '@cfc/contract';
import { compact } from '../../ui/form/field-errors.ts';

/** The notice composer's form ('Avisos', SPEC §2.4, §6: the notification sender group). */
export type DestinoAviso = (typeof DESTINOS_AVISO)[number];

export interface AvisoFormValues {
  readonly titulo: string;
  /** HTML; the server cleans it. */
  readonly descricao: string;
  readonly tipo: TipoNotificacao;
  readonly destino: DestinoAviso;
  /** School keys (slugs), when `destino` is autoescolas. */
  readonly autoescolas: readonly string[];
  /** Role ids as the select holds them ('1'..'9'), when `destino` is papeis. */
  readonly papeis: readonly string[];
  readonly anexos: readonly File[];
}

export type AvisoField = keyof AvisoFormValues;
export const AVISO_FIELDS: readonly AvisoField[] = [
  'titulo',
  'descricao',
  'tipo',
  'destino',
  'autoescolas',
  'papeis',
  'anexos',
];

export type AvisoFormError =
  | 'tituloRequired'
  | 'tituloShort'
  | 'tituloLong'
  | 'descricaoRequired'
  | 'descricaoLong'
  | 'autoescolasRequired'
  | 'papeisRequired'
  | 'anexosTooMany'
  | 'anexosTooLarge';

/** The contract's bounds (`avisoFields`). */
export const TITULO_MIN = 3;
export const TITULO_MAX = 200;
export const DESCRICAO_MAX = 50_000;
export const ANEXO_MAX_MB = ANEXO_MAX_BYTES / (1024 * 1024);

/** The types the server takes (and checks by their first bytes): documents, images, spreadsheets. */
export const ANEXO_EXTENSIONS = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.pptx',
  '.odt',
  '.ods',
  '.csv',
  '.txt',
  '.zip',
];

export const EMPTY_AVISO: AvisoFormValues = {
  titulo: '',
  descricao: '',
  tipo: 'geral',
  destino: 'todas',
  autoescolas: [],
  papeis: [],
  anexos: [],
};

function tituloError(titulo: string): AvisoFormError | undefined {
  const text = titulo.trim();
  if (text === '') return 'tituloRequired';
  if (text.length < TITULO_MIN) return 'tituloShort';
  if (text.length > TITULO_MAX) return 'tituloLong';
  return undefined;
}

function anexosError(anexos: readonly File[]): AvisoFormError | undefined {
  if (anexos.length > ANEXOS_MAX) return 'anexosTooMany';
  if (anexos.some((file) => file.size > ANEXO_MAX_BYTES)) return 'anexosTooLarge';
  return undefined;
}

export function validateAviso(values: AvisoFormValues): Partial<Record<AvisoField, AvisoFormError>> {
  const descricao = values.descricao.trim();
  return compact({
    titulo: tituloError(values.titulo),
    descricao:
      descricao === '' ? 'descricaoRequired' : descricao.length > DESCRICAO_MAX ? 'descricaoLong' : undefined,
    autoescolas:
      values.destino === 'autoescolas' && values.autoescolas.length === 0 ? 'autoescolasRequired' : undefined,
    papeis: values.destino === 'papeis' && values.papeis.length === 0 ? 'papeisRequired' : undefined,
    anexos: anexosError(values.anexos),
  });
}

/**
 * The multipart body of POST /notificacoes/avisos; only the chosen destination's list goes.
 * Call only after validateAviso.
 */
export function avisoFormData(values: AvisoFormValues): FormData {
  const body = new FormData();
  body.append('titulo', values.titulo.trim());
  body.append('descricao', values.descricao.trim());
  body.append('tipo', values.tipo);
  body.append('destino', values.destino);
  if (values.destino === 'autoescolas') {
    for (const slug of values.autoescolas) body.append('autoescolas[]', slug);
  }
  if (values.destino === 'papeis') {
    for (const papel of values.papeis) body.append('papeis[]', papel);
  }
  for (const file of values.anexos) body.append('anexos', file, file.name);
  return body;
}
