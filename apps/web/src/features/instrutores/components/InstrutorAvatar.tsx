import { Avatar, type AvatarProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstrutorFoto } from '../api.ts';

/** A temporary address for an image held in memory, released when it changes or the screen goes. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (blob === undefined) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

export function initials(nome: string): string {
  const words = nome.trim().split(/\s+/);
  return [words[0], words.length > 1 ? words.at(-1) : undefined]
    .map((word) => word?.charAt(0).toUpperCase() ?? '')
    .join('');
}

interface InstrutorAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  readonly id: number;
  readonly nome: string;
  readonly temFoto: boolean;
}

/** The instructor's stored photo, fetched with the session; initials while there is none. */
export function InstrutorAvatar({ id, nome, temFoto, ...props }: InstrutorAvatarProps) {
  const { t } = useTranslation();
  const foto = useInstrutorFoto(id, temFoto);
  const url = useObjectUrl(temFoto ? foto.data : undefined);
  return (
    <Avatar color="brand" radius="xl" {...props} src={url} alt={t('instrutores.form.photoCurrent', { nome })}>
      {initials(nome)}
    </Avatar>
  );
}
