import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResultadoExame } from '../api.ts';

const RESULTADO_COLOR: Record<ResultadoExame, string> = {
  apto: 'brand',
  apto_com_restricoes: 'info',
  inapto: 'danger',
  pendente: 'warning',
};

/** The result of an exam as a badge; its text, not only its colour, tells it. */
export function ResultadoBadge({ resultado }: { readonly resultado: ResultadoExame }) {
  const { t } = useTranslation();
  return (
    <Badge color={RESULTADO_COLOR[resultado]} variant="light" autoContrast>
      {t(`alunos.exames.resultado.${resultado}`)}
    </Badge>
  );
}
