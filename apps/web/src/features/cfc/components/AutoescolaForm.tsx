import { OPERATOR_SLUG, schoolSlug } from '@cfc/domain';
import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRequiredMessage } from '../../../ui/inputs/required-message.ts';
import {
  type AutoescolaField,
  type AutoescolaFormErrors,
  type AutoescolaFormValues,
  validateAutoescola,
} from '../form-values.ts';
import {
  AdministradorSection,
  ContatoSection,
  EmpresaSection,
  EnderecoSection,
  GratuidadesSection,
  type SectionProps,
} from './AutoescolaFields.tsx';

interface AutoescolaFormProps {
  readonly initial: AutoescolaFormValues;
  /** The tenant key of a school being edited; a new one gets it from its trade name. */
  readonly slug?: string;
  readonly submitting: boolean;
  /** The 422 messages of the server, by field. */
  readonly serverErrors: Partial<Record<AutoescolaField, string>>;
  readonly onSubmit: (values: AutoescolaFormValues) => void;
  /** Where 'Cancelar' goes: the list as it was left. */
  readonly cancelTo: string;
}

/** The school's data in titled sections; checks run on submit, then as the user corrects. */
export function AutoescolaForm({
  initial,
  slug,
  submitting,
  serverErrors,
  onSubmit,
  cancelTo,
}: AutoescolaFormProps) {
  const { t } = useTranslation();
  const requiredMessage = useRequiredMessage();
  const isNew = slug === undefined;
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // Server messages stay until their field changes.
  const [changedSinceServer, setChanged] = useState<ReadonlySet<AutoescolaField>>(new Set());
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  if (serverErrors !== lastServerErrors) {
    setLastServerErrors(serverErrors);
    setChanged(new Set());
  }

  // After a refused submit, the first field with a message gets the focus.
  useEffect(() => {
    if (attempt === 0 && Object.keys(serverErrors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, serverErrors]);

  const clientErrors: AutoescolaFormErrors = submitted ? validateAutoescola(values, isNew) : {};
  const label = (field: AutoescolaField): string => t(`cfc.form.${field}`);
  const error = (field: AutoescolaField): string | undefined => {
    const code = clientErrors[field];
    if (code === 'required') return requiredMessage(label(field));
    if (code !== undefined) return t(`cfc.form.errors.${code}`);
    return changedSinceServer.has(field) ? undefined : serverErrors[field];
  };
  const set = <F extends AutoescolaField>(field: F, value: AutoescolaFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChanged((current) => new Set(current).add(field));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateAutoescola(values, isNew)).length === 0) onSubmit(values);
    else setAttempt((count) => count + 1);
  }

  const newSlug = schoolSlug(values.nome_fantasia);
  const slugHint = isNew
    ? newSlug === ''
      ? t('cfc.form.slugEmpty')
      : t('cfc.form.slugNew', { slug: newSlug })
    : t('cfc.form.slugFixed', { slug });
  const section: SectionProps = { values, set, error, label };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <EmpresaSection
          {...section}
          slugHint={slugHint}
          // The operator's own school cannot be switched off from here.
          showAtivo={!isNew && slug !== OPERATOR_SLUG}
          submitted={submitted}
        />
        <EnderecoSection {...section} />
        <ContatoSection {...section} />
        <GratuidadesSection {...section} />
        {isNew && <AdministradorSection {...section} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={cancelTo}>
            {t('cfc.form.cancel')}
          </Button>
          <Button type="submit" loading={submitting} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {t('cfc.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
