import type { Camera } from '@cfc/contract';
import { describe, expect, it } from 'vitest';
import {
  type CameraFormValues,
  cameraBodyFrom,
  EMPTY_CAMERA,
  validateCamera,
  valuesFromCamera,
} from './form-values.ts';

const STORED: Camera = {
  id_camera: 1,
  sala_id: 1,
  sala_nome: 'Sala 1 - Legislação',
  nome: 'Câmera da sala 1',
  url_snapshot: 'http://192.168.11.21/snapshot.jpg',
  url_stream: null,
  usuario: 'admin',
  tem_senha: true,
  status: 'online',
  ultimo_snapshot_em: null,
  verificado_em: null,
  ativo: true,
};

describe('validateCamera', () => {
  it('asks for the room, the name and at least one address', () => {
    expect(validateCamera(EMPTY_CAMERA)).toEqual({
      sala_id: 'salaRequired',
      nome: 'nomeRequired',
      url_snapshot: 'urlMissing',
    });
  });

  it('takes an rtsp video address alone and refuses what is not an address', () => {
    const values: CameraFormValues = {
      ...EMPTY_CAMERA,
      sala_id: '2',
      nome: 'Entrada',
      url_stream: 'rtsp://10.0.0.9/live',
    };
    expect(validateCamera(values)).toEqual({});
    expect(validateCamera({ ...values, url_snapshot: 'snapshot.jpg' })).toEqual({
      url_snapshot: 'urlInvalid',
    });
  });
});

describe('cameraBodyFrom', () => {
  it('never shows the stored password, and a blank one keeps it', () => {
    const values = valuesFromCamera(STORED);
    expect(values.senha).toBe('');
    expect(cameraBodyFrom(values)).toEqual({
      sala_id: 1,
      nome: 'Câmera da sala 1',
      url_snapshot: 'http://192.168.11.21/snapshot.jpg',
      url_stream: null,
      usuario: 'admin',
      senha: null,
    });
  });

  it('sends a new password as typed', () => {
    expect(cameraBodyFrom({ ...valuesFromCamera(STORED), senha: ' s3nha ' }).senha).toBe(' s3nha ');
  });
});
