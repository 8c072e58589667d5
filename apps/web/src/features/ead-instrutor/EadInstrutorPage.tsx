import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AulasEadList } from './components/AulasEadList.tsx';
import { ConsoleAula } from './components/ConsoleAula.tsx';

const ID = /^[1-9]\d{0,14}$/;

/**
 * /admin/eadInstrutor — the instructor's console of remote live lessons (issue 18): today's and the
 * coming lessons, and with `?aula=<id>` the console of one: face check, start, camera or screen,
 * students, chat, end.
 */
export function EadInstrutorPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const pedido = search.get('aula') ?? '';
  const aulaId = ID.test(pedido) ? Number(pedido) : undefined;
  if (aulaId) {
    return (
      <>
        <Group mb="sm">
          <Anchor component={Link} to={buildPath('ead-instrutor')} size="sm">
            <Group gap={4}>
              <IconArrowLeft size={16} aria-hidden />
              {t('eadInstrutor.console.voltar')}
            </Group>
          </Anchor>
        </Group>
        <ConsoleAula key={aulaId} aulaId={aulaId} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t('eadInstrutor.title')}
        description={t('eadInstrutor.intro')}
        crumbs={[{ label: t('presencaTeorica.teoricas') }, { label: t('eadInstrutor.title') }]}
      />
      <AulasEadList />
    </>
  );
}
