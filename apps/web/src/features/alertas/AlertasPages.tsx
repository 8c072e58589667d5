import { Role } from '@cfc/contract';
import { useTranslation } from 'react-i18next';
import { atOperator } from '../../session/permissions.ts';
import { useSession } from '../../session/session.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AlertasPanel } from './components/AlertasPanel.tsx';

/** Roles that handle alerts (the server refuses the others): the school's staff and monitoring. */
const TRATAM: readonly number[] = [Role.ADMIN, Role.GESTOR, Role.MONITOR];

/** admin/monitoramento/alertas: a school's alerts, or every granted school's from the operator's. */
export function AlertasPage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <>
      <PageHeader
        title={t('alertas.title')}
        description={t('alertas.intro')}
        crumbs={[{ label: t('alertas.title') }]}
      />
      <AlertasPanel podeTratar={TRATAM.includes(session?.id_role ?? 0)} variasEscolas={atOperator(session)} />
    </>
  );
}

/** detran/alertas: the state's schools' alerts, read only. */
export function DetranAlertasPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('alertas.title')}
        description={t('alertas.detranIntro')}
        crumbs={[{ label: t('alertas.title') }]}
      />
      <AlertasPanel podeTratar={false} variasEscolas />
    </>
  );
}
