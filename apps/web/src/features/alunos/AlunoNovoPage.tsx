import { Button } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { useAccess } from '../../session/useAccess.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { alunosAccess } from './access.ts';
import { AlunoCadastro } from './components/AlunoCadastro.tsx';
import { NoAccess } from './components/States.tsx';

/** alunos/novo: the complete registration in four steps, with a way to the quick one. */
export function AlunoNovoPage() {
  const { t } = useTranslation();
  const access = useAccess(alunosAccess);
  return (
    <>
      <PageHeader
        title={t('alunos.new')}
        description={t('alunos.form.newHint')}
        crumbs={[{ label: t('alunos.title'), route: 'listagem-alunos' }, { label: t('alunos.new') }]}
        action={
          access.edit && (
            <Button
              variant="default"
              component={Link}
              to={buildPath('novo-aluno-basic')}
              leftSection={<IconBolt size={18} aria-hidden />}
            >
              {t('alunos.form.toBasic')}
            </Button>
          )
        }
      />
      {access.edit ? <AlunoCadastro cadastro="completo" /> : <NoAccess />}
    </>
  );
}
