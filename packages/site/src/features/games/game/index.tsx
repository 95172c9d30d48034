import { Box, Button, EmptyState, Inline } from '@playsite/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { brand } from '../../../common/brand/index.ts';
import { RequireLogin } from '../../../common/router/RequireLogin.tsx';
import { GameFrameView } from '../GameFrameView.tsx';
import { playing } from '../playing.ts';
import { useBalanceOnReturn } from '../useBalanceOnReturn.ts';
import * as styles from './GameFrame.css.ts';

/** /game: the launched game in a full-page frame, with its title and a way back (members only). */
export function Component() {
  return (
    <RequireLogin>
      <GamePage />
    </RequireLogin>
  );
}

function GamePage() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const { current } = useSnapshot(playing);
  useBalanceOnReturn();

  const title = current?.title ?? t('frame.noGameTitle');
  useEffect(() => {
    document.title = `${title} | ${brand.name}`;
  }, [title]);

  const back = () => navigate(current?.returnTo ?? '/index');

  return (
    <Box
      as="section"
      display="flex"
      flexDirection="column"
      gap="2"
      paddingBlock="2"
      paddingInline="4"
      className={styles.fill}
      aria-labelledby="game-title"
    >
      <Inline wrap={false} gap="3" align="center" className={styles.fill}>
        <Button variant="outline" size="sm" onPress={back}>
          {t('frame.back')}
        </Button>
        <h1 id="game-title" className={styles.title}>
          {title}
        </h1>
      </Inline>
      {current ? (
        <GameFrameView
          url={current.url}
          title={current.title}
          loadingLabel={t('frame.loading', { title: current.title })}
        />
      ) : (
        <EmptyState
          title={t('frame.noGameTitle')}
          text={t('frame.noGameText')}
          action={<Button onPress={() => navigate('/index')}>{t('frame.toLobby')}</Button>}
        />
      )}
    </Box>
  );
}
