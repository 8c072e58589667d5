import { useTranslation } from 'react-i18next';
import { buildPath } from '../../routing/routes.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SessoesDoPeriodo } from './components/SessoesDoPeriodo.tsx';

/** The sheet of a session is /admin/presenca?aula=<id>. */
export const folhaPath = (id: number) => `${buildPath('presenca')}?aula=${id}`;

/**
 * /admin/turmas/aulas-presenciais — today's and the next days' in-person theory sessions of the
 * school's classes, each opening its attendance sheet.
 */
export function AulasPresenciaisPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('presencaTeorica.aulas.title')}
        description={t('presencaTeorica.aulas.intro')}
        crumbs={[{ label: t('presencaTeorica.teoricas') }, { label: t('presencaTeorica.aulas.title') }]}
      />
      <SessoesDoPeriodo dias={6} linkDaFolha={(aula) => folhaPath(aula.id_aula_teorica)} />
    </>
  );
}
