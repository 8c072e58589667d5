import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Situacao } from '../api.ts';

/** SPEC §9 colours: ativo success (the brand green), suspenso warning, concluído info. */
export const SITUACAO_COLOR: Record<Situacao, string> = {
  ativo: 'brand',
  suspenso: 'warning',
  concluido: 'info',
};

/** The situation as a badge; its text, not only its colour, tells it. */
export function SituacaoBadge({ situacao }: { readonly situacao: Situacao }) {
  const { t } = useTranslation();
  return (
    <Badge color={SITUACAO_COLOR[situacao]} variant="light" autoContrast>
      {t(`alunos.situacao.${situacao}`)}
    </Badge>
  );
}
