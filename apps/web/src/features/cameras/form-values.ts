import type { Camera } from '@cfc/contract';
import { compact } from '../../ui/form/field-errors.ts';
import { blankToNull } from '../../ui/form/form-values.ts';

/** The body of POST /cameras and PUT /cameras/:id (contract `cameraBody`); a null password keeps the stored one. */
export type CameraBodyValues = Pick<
  Camera,
  'sala_id' | 'nome' | 'url_snapshot' | 'url_stream' | 'usuario'
> & {
  readonly senha: string | null;
};

export interface CameraFormValues {
  readonly sala_id: string | null;
  readonly nome: string;
  readonly url_snapshot: string;
  readonly url_stream: string;
  readonly usuario: string;
  /** Write-only: always starts blank; blank on an edit keeps the stored password. */
  readonly senha: string;
}

export type CameraField = keyof CameraFormValues;
export const CAMERA_FIELDS: readonly CameraField[] = [
  'sala_id',
  'nome',
  'url_snapshot',
  'url_stream',
  'usuario',
  'senha',
];
export type CameraFormError = 'salaRequired' | 'nomeRequired' | 'urlInvalid' | 'urlMissing';

/** The contract's bounds (`cameraBody`). */
export const LIMITS = { nome: 80, url: 500, usuario: 100, senha: 200 } as const;

export const EMPTY_CAMERA: CameraFormValues = {
  sala_id: null,
  nome: '',
  url_snapshot: '',
  url_stream: '',
  usuario: '',
  senha: '',
};

export function valuesFromCamera(camera: Camera): CameraFormValues {
  return {
    sala_id: String(camera.sala_id),
    nome: camera.nome,
    url_snapshot: camera.url_snapshot ?? '',
    url_stream: camera.url_stream ?? '',
    usuario: camera.usuario ?? '',
    senha: '',
  };
}

/** An address with a scheme and a host: http(s) for the image, rtsp or http(s) for the video. */
export function isAddress(value: string): boolean {
  try {
    return new URL(value).host !== '';
  } catch {
    return false;
  }
}

function urlError(value: string): CameraFormError | undefined {
  const url = value.trim();
  return url === '' || isAddress(url) ? undefined : 'urlInvalid';
}

export function validateCamera(values: CameraFormValues): Partial<Record<CameraField, CameraFormError>> {
  const noAddress = values.url_snapshot.trim() === '' && values.url_stream.trim() === '';
  return compact({
    sala_id: values.sala_id === null ? 'salaRequired' : undefined,
    nome: values.nome.trim() === '' ? 'nomeRequired' : undefined,
    url_snapshot: noAddress ? 'urlMissing' : urlError(values.url_snapshot),
    url_stream: urlError(values.url_stream),
  });
}

/** Call only after validateCamera. The password goes as typed (spaces count), or null to keep it. */
export function cameraBodyFrom(values: CameraFormValues): CameraBodyValues {
  return {
    sala_id: Number(values.sala_id),
    nome: values.nome.trim(),
    url_snapshot: blankToNull(values.url_snapshot),
    url_stream: blankToNull(values.url_stream),
    usuario: blankToNull(values.usuario),
    senha: values.senha === '' ? null : values.senha,
  };
}
