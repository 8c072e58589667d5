import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { safeRedirectPath } from './safe-path.ts';

/** Loaded inside an iframe: sends the whole window (not the frame) to `?to=`, a path of this site. */
export function FrameRedirectPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const target = safeRedirectPath(searchParams.get('to'), window.location.origin);

  useEffect(() => {
    // Setting `href` is the one navigation a frame may do on a top window of another origin.
    (window.top ?? window).location.href = target;
  }, [target]);

  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" role="status">
        <Loader color="brand" />
        <Text fw={600}>{t('frameRedirect.message')}</Text>
        <Anchor href={target} target="_top" size="sm">
          {t('frameRedirect.manual')}
        </Anchor>
      </Stack>
    </Center>
  );
}
