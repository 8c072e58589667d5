import { Button } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { useAccess } from '../../session/useAccess.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { alunosAccess } from './access.ts';
import { AlunoCadastro } from './components/AlunoCadastro.tsx';
import { NoAccess } from './components/States.tsx';

/** alunos/basico: the quick registration, a subset of the complete one; the rest follows in the edit screen. */
export function AlunoBasicoPage() {
  const { t } = useTranslation();
  const access = useAccess(alunosAccess);
  return (
    <>
      <PageHeader
        title={t('alunos.newBasic')}
        description={t('alunos.form.basicHint')}
        crumbs={[{ label: t('alunos.title'), route: 'listagem-alunos' }, { label: t('alunos.newBasic') }]}
        action={
          access.edit && (
            <Button
              variant="default"
              component={Link}
              to={buildPath('novo-aluno')}
              leftSection={<IconListDetails size={18} aria-hidden />}
            >
              {t('alunos.form.toComplete')}
            </Button>
          )
        }
      />
      {access.edit ? <AlunoCadastro cadastro="rapido" /> : <NoAccess />}
    </>
  );
}
