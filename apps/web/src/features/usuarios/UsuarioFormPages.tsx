import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { idFrom } from '../../routing/route-id.ts';
import { buildPath } from '../../routing/routes.ts';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useUsuario } from './api.ts';
import { UsuarioForm } from './components/UsuarioForm.tsx';

/** The sections of the form while the user loads. */
const SECTIONS = [220, 160, 280];

function useCrumbs(current: string) {
  const { t } = useTranslation();
  return [{ label: t('usuarios.title'), route: 'listagem-usuarios' as const }, { label: current }];
}

/** usuarios/novo */
export function UsuarioNovoPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('usuarios.new')} crumbs={useCrumbs(t('usuarios.new'))} />
      <UsuarioForm />
    </>
  );
}

/** usuarios/editar/:idUsuario */
export function UsuarioEditarPage() {
  const { t } = useTranslation();
  const id = idFrom(useParams().idUsuario);
  const usuario = useUsuario(id);
  return (
    <>
      <PageHeader
        title={t('usuarios.edit')}
        description={usuario.data?.nome}
        crumbs={useCrumbs(t('usuarios.edit'))}
      />
      <RecordLoader
        query={usuario}
        validId={id !== undefined}
        backTo={buildPath('listagem-usuarios')}
        texts={t('usuarios.form', { returnObjects: true })}
        sections={SECTIONS}
      >
        {(record) => <UsuarioForm key={record.id_usuario} usuario={record} />}
      </RecordLoader>
    </>
  );
}
