import { z } from 'zod';

/**
 * Validation messages in Brazilian Portuguese for every zod schema of the platform, on the server
 * and in the browser. A schema that needs a precise text gives its own message.
 */
const ptBR: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'Campo obrigatório.' : 'Valor inválido.';
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'Campo obrigatório.'
          : `Deve ter ao menos ${issue.minimum} caracteres.`;
      }
      if (issue.origin === 'array') return `Selecione ao menos ${issue.minimum} item(ns).`;
      return `Deve ser maior ou igual a ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Deve ter no máximo ${issue.maximum} caracteres.`;
      if (issue.origin === 'array') return `Selecione no máximo ${issue.maximum} item(ns).`;
      return `Deve ser menor ou igual a ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'E-mail inválido.';
      if (issue.format === 'url') return 'Endereço inválido.';
      if (issue.format === 'date' || issue.format === 'datetime') return 'Data inválida.';
      return 'Formato inválido.';
    case 'invalid_value':
      return 'Valor não permitido.';
    case 'unrecognized_keys':
      return `Campo(s) não permitido(s): ${issue.keys.join(', ')}.`;
    default:
      return 'Valor inválido.';
  }
};

export function usePortugueseMessages(): void {
  z.config({ localeError: ptBR });
}
