import { area } from './translation.ts';

/** Geofences where practical lessons may happen. */
export const perimetros = area(
  {
    naoEncontrado: 'Perímetro não encontrado.',
    cadastrado: 'Perímetro cadastrado.',
    alterado: 'Perímetro alterado.',
    ativado: 'Perímetro ativado.',
    desativado: 'Perímetro desativado.',
    excluido: 'Perímetro excluído.',
  },
  {
    en: {
      naoEncontrado: 'Geofence not found.',
      cadastrado: 'Geofence registered.',
      alterado: 'Geofence updated.',
      ativado: 'Geofence activated.',
      desativado: 'Geofence deactivated.',
      excluido: 'Geofence deleted.',
    },
    es: {
      naoEncontrado: 'Perímetro no encontrado.',
      cadastrado: 'Perímetro registrado.',
      alterado: 'Perímetro modificado.',
      ativado: 'Perímetro activado.',
      desativado: 'Perímetro desactivado.',
      excluido: 'Perímetro eliminado.',
    },
  },
);
