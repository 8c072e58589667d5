import '@mantine/dropzone/styles.css';
import { ActionIcon, Button, Group, Input, List, Modal, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFile, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODAL_TRANSITION_MS, UNDO_DELAY_MS } from './constants.ts';
import { checkUploads, fileSize, type Refusal } from './upload-files.ts';

export interface FileUploadProps {
  readonly label: string;
  /** Allowed extensions, e.g. ['.jpg', '.png']. */
  readonly accept: string[];
  readonly files: File[];
  readonly onChange: (files: File[]) => void;
  readonly multiple?: boolean;
  readonly maxSizeMb?: number;
  readonly error?: string;
}

interface Removed {
  readonly file: File;
  readonly index: number;
}

/**
 * Chooses files by drop or click (SPEC §5): files of other types, or too large, are refused and
 * listed in a dialog; a removed file can be put back for 2 seconds (SPEC §4).
 */
export function FileUpload({
  label,
  accept,
  files,
  onChange,
  multiple = false,
  maxSizeMb,
  error,
}: FileUploadProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [refused, setRefused] = useState<Refusal<File>[]>([]);
  // The list stays while the dialog fades out.
  const [showRefused, setShowRefused] = useState(false);
  const [removed, setRemoved] = useState<Removed | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function add(dropped: File[]) {
    const checked = checkUploads(dropped, accept, maxSizeMb);
    if (checked.accepted.length > 0)
      onChange(multiple ? [...files, ...checked.accepted] : checked.accepted.slice(0, 1));
    if (checked.refused.length > 0) {
      setRefused(checked.refused);
      setShowRefused(true);
    }
  }

  function remove(index: number) {
    const file = files[index];
    if (file === undefined) return;
    onChange(files.filter((_, position) => position !== index));
    setRemoved({ file, index });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRemoved(null), UNDO_DELAY_MS);
  }

  function undo() {
    if (removed === null) return;
    clearTimeout(timer.current);
    const restored = multiple ? [...files] : [];
    restored.splice(Math.min(removed.index, restored.length), 0, removed.file);
    onChange(restored);
    setRemoved(null);
  }

  const hint = [
    t('widgets.upload.accepted', { types: accept.join(', ') }),
    maxSizeMb === undefined ? '' : t('widgets.upload.maxSize', { size: maxSizeMb }),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Input.Wrapper label={label} id={labelId} error={error}>
      <Stack gap="xs" mt={4}>
        <Dropzone
          onDrop={add}
          onReject={(rejections) => add(rejections.map((rejection) => rejection.file))}
          multiple={multiple}
          aria-labelledby={labelId}
          // The hidden file input is reached by tests and assistive tools, so it is named too.
          inputProps={{ 'aria-label': label }}
          radius="md"
          p="md"
        >
          <Group gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <IconUpload size={28} aria-hidden />
            <div>
              <Text size="sm">{t('widgets.upload.drop')}</Text>
              <Text size="xs" c="dimmed">
                {hint}
              </Text>
            </div>
          </Group>
        </Dropzone>

        {files.length > 0 && (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {files.map((file, index) => (
              <Paper
                component="li"
                key={`${file.name}-${file.size}-${file.lastModified}`}
                withBorder
                px="sm"
                py={6}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap="xs" wrap="nowrap" miw={0}>
                    <IconFile size={18} aria-hidden />
                    <Text size="sm" truncate>
                      {file.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {fileSize(file.size)}
                    </Text>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="danger"
                    aria-label={t('widgets.upload.remove', { name: file.name })}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}

        <div role="status">
          {removed !== null && (
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm">{t('widgets.upload.removed', { name: removed.file.name })}</Text>
              <Button size="compact-sm" variant="light" onClick={undo}>
                {t('widgets.upload.undo')}
              </Button>
            </Group>
          )}
        </div>
      </Stack>

      <Modal
        opened={showRefused}
        onClose={() => setShowRefused(false)}
        title={t('widgets.upload.refusedTitle')}
        transitionProps={{ duration: MODAL_TRANSITION_MS }}
      >
        <Text size="sm" mb="xs">
          {t('widgets.upload.refusedIntro')}
        </Text>
        <List size="sm" spacing={4}>
          {refused.map(({ file, reason }) => (
            <List.Item key={`${file.name}-${file.size}`}>
              <strong>{file.name}</strong>:{' '}
              {reason === 'type'
                ? t('widgets.upload.refusedType')
                : t('widgets.upload.refusedSize', { size: maxSizeMb })}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setShowRefused(false)}>{t('widgets.upload.close')}</Button>
        </Group>
      </Modal>
    </Input.Wrapper>
  );
}
