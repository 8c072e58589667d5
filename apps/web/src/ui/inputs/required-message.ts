import { useTranslation } from 'react-i18next';

/** SPEC §5: 'The {name} field is required' (pt-BR 'O campo {name} é obrigatório'), for every form. */
export function useRequiredMessage(): (name: string) => string {
  const { t } = useTranslation();
  return (name) => t('widgets.required', { name });
}
