import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../ui/CountBadge.tsx';

const ACEITOS = ['Aceito', 'Transação efetuada com sucesso'];
const EM_ANALISE = 'Em análise';

/** The authority's answer (SPEC §4): pending (warning), accepted (success), in analysis, or a refusal (danger). */
export function GetranStatusBadge({ status }: { readonly status: string | null }) {
  const { t } = useTranslation();
  const text = status?.trim() ?? '';
  if (text === '') return <CountBadge text={t('relatorios.aulas.pendente')} color="warning" />;
  let color = 'danger';
  if (ACEITOS.includes(text)) color = 'brand';
  else if (text === EM_ANALISE) color = 'info';
  return <CountBadge text={text} color={color} />;
}
