import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { folhaPath } from './AulasPresenciaisPage.tsx';
import { FolhaPresenca } from './components/FolhaPresenca.tsx';
import { SessoesDoPeriodo } from './components/SessoesDoPeriodo.tsx';

const ID = /^[1-9]\d{0,14}$/;

/**
 * /admin/presenca — the attendance of in-person theory sessions: today's sessions, and with
 * `?aula=<id>` the attendance sheet of one of them.
 */
export function PresencaPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const pedido = search.get('aula') ?? '';
  const aulaId = ID.test(pedido) ? Number(pedido) : undefined;
  return (
    <>
      <PageHeader
        title={t('presencaTeorica.folha.title')}
        description={aulaId ? undefined : t('presencaTeorica.folha.intro')}
        crumbs={[
          { label: t('presencaTeorica.teoricas') },
          { label: t('presencaTeorica.aulas.title'), route: 'aulas-presenciais' },
          { label: t('presencaTeorica.folha.title') },
        ]}
      />
      {aulaId ? (
        <>
          <Group mb="sm">
            <Anchor component={Link} to={buildPath('presenca')} size="sm">
              <Group gap={4}>
                <IconArrowLeft size={16} aria-hidden />
                {t('presencaTeorica.folha.voltar')}
              </Group>
            </Anchor>
          </Group>
          <FolhaPresenca key={aulaId} aulaId={aulaId} />
        </>
      ) : (
        <SessoesDoPeriodo dias={0} linkDaFolha={(aula) => folhaPath(aula.id_aula_teorica)} />
      )}
    </>
  );
}
