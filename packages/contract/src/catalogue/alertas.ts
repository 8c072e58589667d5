import { area } from './translation.ts';

/** Monitoring alerts: their handling by the school and by monitoring. */
export const alertas = area(
  {
    naoEncontrado: 'Alerta não encontrado.',
    reconhecido: 'Alerta reconhecido.',
    resolvido: 'Alerta resolvido.',
    contestado: 'Alerta contestado.',
    naoAberto: 'Só um alerta aberto pode ser reconhecido.',
    jaEncerrado: 'Este alerta já foi encerrado ({{estado}}).',
    informeNota: 'Informe a nota.',
    notaCurta: 'A nota deve ter ao menos 3 caracteres.',
    notaLonga: 'A nota pode ter no máximo 2000 caracteres.',
    periodoInvalido: 'A data final não pode ser anterior à inicial.',
  },
  {
    en: {
      naoEncontrado: 'Alert not found.',
      reconhecido: 'Alert acknowledged.',
      resolvido: 'Alert resolved.',
      contestado: 'Alert contested.',
      naoAberto: 'Only an open alert can be acknowledged.',
      jaEncerrado: 'This alert is already closed ({{estado}}).',
      informeNota: 'Enter the note.',
      notaCurta: 'The note must have at least 3 characters.',
      notaLonga: 'The note may have at most 2000 characters.',
      periodoInvalido: 'The end date cannot be before the start date.',
    },
    es: {
      naoEncontrado: 'Alerta no encontrada.',
      reconhecido: 'Alerta reconocida.',
      resolvido: 'Alerta resuelta.',
      contestado: 'Alerta impugnada.',
      naoAberto: 'Solo una alerta abierta puede ser reconocida.',
      jaEncerrado: 'Esta alerta ya fue cerrada ({{estado}}).',
      informeNota: 'Informe la nota.',
      notaCurta: 'La nota debe tener al menos 3 caracteres.',
      notaLonga: 'La nota puede tener como máximo 2000 caracteres.',
      periodoInvalido: 'La fecha final no puede ser anterior a la inicial.',
    },
  },
);
