import { z } from 'zod';
import { aluno } from './cadastros.ts';
import { localized } from './messages.ts';
import { processo } from './processos.ts';

/**
 * The student's own profile (SPEC §2.3 /candidato/aluno/perfil): their registration, their processes
 * with hours and eligibility, and the request to correct their data, which reaches the school's staff
 * as a notification.
 */
export const perfilCandidato = z.object({
  aluno,
  /** Every process of the student, the latest first, with practical hours and aptidão. */
  processos: z.array(processo),
});
export type PerfilCandidato = z.infer<typeof perfilCandidato>;

/** The data a student may ask the school to correct. */
export const CAMPOS_CORRECAO = [
  'nome',
  'cpf',
  'data_nascimento',
  'nome_mae',
  'email',
  'telefone',
  'endereco',
  'renach',
  'processo',
  'outro',
] as const;
export type CampoCorrecao = (typeof CAMPOS_CORRECAO)[number];

export const correcaoBody = z.object({
  campos: z
    .array(
      z.enum(CAMPOS_CORRECAO, localized('alunos.campoCorrecaoInvalido')),
      localized('alunos.selecioneCampoCorrecao'),
    )
    .min(1, localized('alunos.selecioneCampoCorrecao'))
    .max(CAMPOS_CORRECAO.length, localized('alunos.campoCorrecaoInvalido')),
  mensagem: z
    .string(localized('alunos.informeCorrecao'))
    .trim()
    .min(5, localized('alunos.informeCorrecao'))
    .max(1000, localized('alunos.correcaoLonga')),
});
export type CorrecaoBody = z.input<typeof correcaoBody>;
