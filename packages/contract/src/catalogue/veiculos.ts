import { area } from './translation.ts';

/** Vehicles and their periods linked to a driving school. */
export const veiculos = area(
  {
    naoEncontrado: 'Veículo não encontrado.',
    placaDuplicada: 'Já existe um veículo com esta placa nesta autoescola.',
    vinculosSobrepostos: 'Os períodos de vínculo não podem se sobrepor.',
    selecioneAutoescola: 'Selecione a autoescola do veículo.',
    cadastrado: 'Veículo cadastrado.',
    alterado: 'Veículo alterado.',
    ativado: 'Veículo ativado.',
    desativado: 'Veículo desativado.',
    excluido: 'Veículo excluído.',
  },
  {
    en: {
      naoEncontrado: 'Vehicle not found.',
      placaDuplicada: 'There is already a vehicle with this plate at this driving school.',
      vinculosSobrepostos: 'The linked periods cannot overlap.',
      selecioneAutoescola: "Select the vehicle's driving school.",
      cadastrado: 'Vehicle registered.',
      alterado: 'Vehicle updated.',
      ativado: 'Vehicle activated.',
      desativado: 'Vehicle deactivated.',
      excluido: 'Vehicle deleted.',
    },
    es: {
      naoEncontrado: 'Vehículo no encontrado.',
      placaDuplicada: 'Ya existe un vehículo con esta matrícula en esta autoescuela.',
      vinculosSobrepostos: 'Los períodos de vínculo no pueden superponerse.',
      selecioneAutoescola: 'Seleccione la autoescuela del vehículo.',
      cadastrado: 'Vehículo registrado.',
      alterado: 'Vehículo modificado.',
      ativado: 'Vehículo activado.',
      desativado: 'Vehículo desactivado.',
      excluido: 'Vehículo eliminado.',
    },
  },
);
