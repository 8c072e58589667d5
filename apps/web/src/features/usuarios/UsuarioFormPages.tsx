import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { idFrom } from '../../app/route-id.ts';
import { buildPath } from '../../app/routes.ts';
import { RecordLoader } from '../../ui/form/RecordLoader.tsx';
import { useSaveFormLegacy as useSaveForm } from '../../ui/form/useSaveFormLegacy.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { usePapeis, useSaveUsuario, useUsuario } from './api.ts';
import { UsuarioForm } from './components/UsuarioForm.tsx';
import {
  EMPTY_USUARIO,
  USUARIO_FIELDS,
  type UsuarioFormValues,
  usuarioBodyFrom,
  valuesFromUsuario,
} from './form-values.ts';

/** The sections of the form while the user loads. */
const SECTIONS = [220, 160, 280];

/** Saves the form with the roles it offers. */
function useUsuarioSubmit(id: number | undefined) {
  const { t } = useTranslation();
  const papeis = usePapeis();
  const { submit, submitting, serverErrors } = useSaveForm({
    save: useSaveUsuario(id),
    fields: USUARIO_FIELDS,
    returnTo: buildPath('listagem-usuarios'),
    reviewMessage: t('usuarios.form.errors.review'),
    failureMessage: t('usuarios.saveError'),
  });
  return {
    papeis: papeis.data ?? [],
    papeisLoading: papeis.isPending,
    submitting,
    serverErrors,
    onSubmit: (values: UsuarioFormValues) => submit(usuarioBodyFrom(values)),
  };
}

function useCrumbs(current: string) {
  const { t } = useTranslation();
  return [{ label: t('usuarios.title'), route: 'listagem-usuarios' as const }, { label: current }];
}

/** usuarios/novo */
export function UsuarioNovoPage() {
  const { t } = useTranslation();
  const form = useUsuarioSubmit(undefined);
  return (
    <>
      <PageHeader title={t('usuarios.new')} crumbs={useCrumbs(t('usuarios.new'))} />
      <UsuarioForm initial={EMPTY_USUARIO} isNew {...form} />
    </>
  );
}

/** usuarios/editar/:idUsuario */
export function UsuarioEditarPage() {
  const { t } = useTranslation();
  const id = idFrom(useParams().idUsuario);
  const usuario = useUsuario(id);
  const form = useUsuarioSubmit(id);
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
        {(record) => (
          <UsuarioForm key={record.id_usuario} initial={valuesFromUsuario(record)} isNew={false} {...form} />
        )}
      </RecordLoader>
    </>
  );
}
