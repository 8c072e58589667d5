import { cpfDigits } from '@cfc/domain';
import { typeCpf } from '../../ui/masks.ts';

const CPF_LENGTH = 11;

/** A stored CPF as 000.000.000-00; '-' when there is none (SPEC §5); anything odd as it came. */
export function formatCpf(cpf: string | null | undefined): string {
  if (!cpf) return '-';
  return cpfDigits(cpf).length === CPF_LENGTH ? typeCpf(cpf) : cpf;
}
