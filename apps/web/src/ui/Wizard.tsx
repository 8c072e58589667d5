import { Box, Button, Group, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveBack, moveForward, WIZARD_COMPACT_MAX_PX, type WizardMove } from './wizard-steps.ts';

export interface WizardStep {
  readonly label: string;
  readonly content: ReactNode;
  /**
   * Runs when the user goes forward; false keeps the step (it shows its own messages). A form's
   * check of the step's fields may take its time: `() => form.trigger(fields)`.
   */
  readonly isValid?: () => boolean | Promise<boolean>;
}

export interface WizardProps {
  readonly steps: WizardStep[];
  readonly onComplete: () => void;
  /** The last step's button; 'Confirmar' by default. */
  readonly completeLabel?: string;
  /** While the completion runs: the buttons wait. */
  readonly busy?: boolean;
}

/**
 * Steps of a long form (SPEC §4): forward only past a valid step, back always, the last button
 * completes. A vertical stepper beside the content from 768 px up, a compact header below.
 */
export function Wizard({ steps, onComplete, completeLabel, busy = false }: WizardProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const contentRef = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery(`(min-width: ${WIZARD_COMPACT_MAX_PX + 1}px)`, true, {
    getInitialValueInEffect: false,
  });
  const current = steps[active];
  const last = active === steps.length - 1;

  async function forward() {
    const valid = current?.isValid === undefined ? true : await current.isValid();
    apply(moveForward(active, steps.length, () => valid));
  }

  function apply(move: WizardMove) {
    if (move.kind === 'complete') onComplete();
    if (move.kind !== 'step') return;
    setActive(move.to);
    // The next step's content gets the focus, so keyboard and screen-reader users start there.
    requestAnimationFrame(() => contentRef.current?.focus());
  }

  const header = wide ? (
    <Stepper
      active={active}
      onStepClick={(index) => index < active && apply({ kind: 'step', to: index })}
      orientation="vertical"
      allowNextStepsSelect={false}
      size="sm"
    >
      {steps.map((step) => (
        <Stepper.Step key={step.label} label={step.label} />
      ))}
    </Stepper>
  ) : (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {t('widgets.wizard.progress', { step: active + 1, total: steps.length })}
      </Text>
      <Progress
        value={((active + 1) / steps.length) * 100}
        size="sm"
        aria-label={t('widgets.wizard.progress', { step: active + 1, total: steps.length })}
      />
    </Stack>
  );

  return (
    <Box
      style={{ display: 'flex', flexDirection: wide ? 'row' : 'column', gap: 'var(--mantine-spacing-lg)' }}
    >
      <Box style={wide ? { flex: '0 0 220px' } : undefined}>{header}</Box>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} style={{ flex: 1, minWidth: 0 }}>
        <Stack gap="md">
          <Title order={2} size="h4" ref={contentRef} tabIndex={-1} style={{ outlineOffset: 4 }}>
            {current?.label}
          </Title>
          <div>{current?.content}</div>
          <Group justify="space-between" gap="sm">
            {active > 0 ? (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={18} aria-hidden />}
                onClick={() => apply(moveBack(active))}
                disabled={busy}
              >
                {t('widgets.wizard.back')}
              </Button>
            ) : (
              <span />
            )}
            <Button
              rightSection={
                last ? <IconCheck size={18} aria-hidden /> : <IconArrowRight size={18} aria-hidden />
              }
              onClick={() => void forward()}
              loading={busy}
            >
              {last ? (completeLabel ?? t('widgets.wizard.complete')) : t('widgets.wizard.next')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Box>
  );
}
