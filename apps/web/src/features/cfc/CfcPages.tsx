import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccess } from '../../session/useAccess.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { canManageCfcs } from './access.ts';
import { CfcEditarPage, CfcNovoPage } from './CfcFormPages.tsx';
import { CfcListPage } from './CfcListPage.tsx';
import { editingId } from './paths.ts';

/** The schools screens are the operator's (SPEC §2.4): anyone else reads why instead of an error. */
function OperatorOnly({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  if (useAccess(canManageCfcs)) return children;
  return (
    <>
      <PageHeader title={t('cfc.title')} crumbs={[{ label: t('cfc.title') }]} />
      <Alert color="warning" icon={<IconLock aria-hidden />} title={t('cfc.operatorOnlyTitle')}>
        {t('cfc.operatorOnly')}
      </Alert>
    </>
  );
}

/** cfc: the list, or the edit form of the school in `?editar=`. */
export function CfcPage() {
  const id = editingId(useSearchParams()[0]);
  return (
    <OperatorOnly>{id === undefined ? <CfcListPage /> : <CfcEditarPage key={id} id={id} />}</OperatorOnly>
  );
}

/** cfc-novo */
export function CfcNovoScreen() {
  return (
    <OperatorOnly>
      <CfcNovoPage />
    </OperatorOnly>
  );
}
