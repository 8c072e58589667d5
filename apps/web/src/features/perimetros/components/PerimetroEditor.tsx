import type { Perimetro } from '@cfc/contract';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy, IconEraser } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormState } from '../../../ui/form/useFormState.ts';
import { useSaveFormLegacy as useSaveForm } from '../../../ui/form/useSaveFormLegacy.ts';
import { notifyError } from '../../../ui/notify.ts';
import { useSavePerimetro, useVerificarPonto } from '../api.ts';
import { type LatLng, swapAxes } from '../coords.ts';
import {
  EMPTY_PERIMETRO,
  NOME_MAX,
  PERIMETRO_FIELDS,
  perimetroBodyFrom,
  validatePerimetro,
  valuesFromPerimetro,
} from '../form-values.ts';
import type { MapMode } from './PerimetroMap.tsx';

// Leaflet and its stylesheet come with this chunk only: no other screen pays for them.
const PerimetroMap = lazy(() => import('./PerimetroMap.tsx'));

interface PerimetroEditorProps {
  /** The perimeter to change; undefined draws a new one. */
  readonly perimetro: Perimetro | undefined;
  readonly others: readonly Perimetro[];
  readonly onDone: () => void;
}

/** Names and draws a perimeter on the map, and checks whether a point lies inside one. */
export function PerimetroEditor({ perimetro, others, onDone }: PerimetroEditorProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<MapMode>('draw');
  const verificar = useVerificarPonto();
  const [checked, setChecked] = useState<{ ponto: LatLng; dentro: boolean } | null>(null);
  const { submit, submitting, serverErrors } = useSaveForm({
    save: useSavePerimetro(perimetro?.id_perimetro),
    fields: PERIMETRO_FIELDS,
    reviewMessage: t('perimetros.form.errors.review'),
    failureMessage: t('perimetros.saveError'),
  });
  const form = useFormState({
    initial: perimetro ? valuesFromPerimetro(perimetro) : EMPTY_PERIMETRO,
    validate: validatePerimetro,
    describe: (code) => t(`perimetros.form.errors.${code}`),
    serverErrors,
  });
  const { values, set, error } = form;

  const verify = (ponto: LatLng) =>
    verificar.mutate(
      { latitude: ponto[0], longitude: ponto[1] },
      {
        onSuccess: (reply) => setChecked({ ponto, dentro: reply.dentro }),
        onError: (failure) => notifyError(failure, t('perimetros.verify.error')),
      },
    );
  const pontosError = error('pontos');

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <form
        ref={form.ref}
        onSubmit={form.handleSubmit(PERIMETRO_FIELDS, (v) => submit(perimetroBodyFrom(v), onDone))}
        noValidate
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {perimetro
              ? t('perimetros.editor.editTitle', { nome: perimetro.nome })
              : t('perimetros.editor.newTitle')}
          </Title>
          <Group align="flex-end" gap="md" wrap="wrap">
            <TextInput
              label={t('perimetros.form.nome')}
              required
              maxLength={NOME_MAX}
              autoComplete="off"
              value={values.nome}
              onChange={(event) => set('nome', event.currentTarget.value)}
              error={error('nome')}
              w={{ base: '100%', sm: 320 }}
            />
            <SegmentedControl
              aria-label={t('perimetros.editor.mode')}
              value={mode}
              onChange={(value) => setMode(value === 'verify' ? 'verify' : 'draw')}
              data={[
                { value: 'draw', label: t('perimetros.editor.draw') },
                { value: 'verify', label: t('perimetros.verify.tool') },
              ]}
            />
          </Group>
          <Text size="sm" c="dimmed">
            {mode === 'draw' ? t('perimetros.editor.hint') : t('perimetros.verify.hint')}
          </Text>
          <Suspense fallback={<Skeleton h={440} radius="md" />}>
            <PerimetroMap
              pontos={values.pontos}
              onChange={(pontos) => set('pontos', pontos)}
              mode={mode}
              onVerify={verify}
              checked={checked}
              others={others
                .filter((other) => other.id_perimetro !== perimetro?.id_perimetro)
                .map((other) => ({ id: other.id_perimetro, pontos: swapAxes(other.pontos) }))}
              focusKey={String(perimetro?.id_perimetro ?? 'new')}
              labels={{
                map: t('perimetros.editor.map'),
                tilesDown: t('perimetros.editor.tilesDown'),
                vertex: (n) => t('perimetros.editor.vertex', { n }),
              }}
            />
          </Suspense>
          {checked && mode === 'verify' && (
            <Alert color={checked.dentro ? 'brand' : 'danger'} role="status">
              {t(checked.dentro ? 'perimetros.verify.inside' : 'perimetros.verify.outside', {
                lat: checked.ponto[0].toFixed(5),
                lng: checked.ponto[1].toFixed(5),
              })}
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c={pontosError ? 'danger.7' : undefined} aria-live="polite">
              {pontosError ?? t('perimetros.editor.count', { count: values.pontos.length })}
            </Text>
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconArrowBackUp size={16} aria-hidden />}
                disabled={values.pontos.length === 0}
                onClick={() => set('pontos', values.pontos.slice(0, -1))}
              >
                {t('perimetros.editor.undo')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconEraser size={16} aria-hidden />}
                disabled={values.pontos.length === 0}
                onClick={() => set('pontos', [])}
              >
                {t('perimetros.editor.clear')}
              </Button>
              <Button variant="default" onClick={onDone}>
                {t('perimetros.editor.cancel')}
              </Button>
              <Button
                type="submit"
                loading={submitting}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              >
                {t('perimetros.editor.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
