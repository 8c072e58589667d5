import type { Aluno } from '@cfc/contract';
import { useTranslation } from 'react-i18next';
import { displayCpf } from '../../ui/format.ts';

/** The student a screen works on, for its header ('Nome · CPF 000.000.000-00'); nothing while it loads. */
export function useAlunoWho(aluno: Aluno | undefined): string | undefined {
  const { t } = useTranslation();
  return aluno ? t('alunos.form.who', { nome: aluno.nome, cpf: displayCpf(aluno.cpf) }) : undefined;
}
