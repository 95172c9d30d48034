import { Box, Button, EmptyState, Inline } from '@playsite/ui';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { brand } from '../../../common/brand/index.ts';
import { RequireLogin } from '../../../common/router/RequireLogin.tsx';
import { RealityCheck } from '../../responsible/index.ts';
import { GameFrameView } from '../GameFrameView.tsx';
import { playing } from '../playing.ts';
import { useBalanceOnReturn } from '../useBalanceOnReturn.ts';
import * as styles from './GameFrame.css.ts';

/**
 * /game: the launched game with its title and a way back (members only): the whole screen on a
 * phone, with a small floating back button; on a desktop in the page, or full screen on request.
 */
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
  const stage = useRef<HTMLDivElement>(null);
  const isFullScreen = useFullScreen(stage);

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
      <Inline wrap={false} gap="3" align="center" className={`${styles.fill} ${styles.bar}`}>
        <span className={styles.offPhones}>
          <Button variant="outline" size="sm" onPress={back}>
            {t('frame.back')}
          </Button>
        </span>
        <h1 id="game-title" className={styles.title}>
          {title}
        </h1>
        {current && document.fullscreenEnabled ? (
          <span className={styles.offPhones}>
            <Button variant="ghost" size="sm" onPress={() => void stage.current?.requestFullscreen()}>
              {t('frame.fullScreen')}
            </Button>
          </span>
        ) : null}
      </Inline>
      {current ? (
        <div ref={stage} className={styles.stage}>
          <GameFrameView
            url={current.url}
            title={current.title}
            loadingLabel={t('frame.loading', { title: current.title })}
          />
          <RealityCheck onStop={back} />
          <div className={styles.floating}>
            <Button
              variant="solid"
              tone="neutral"
              size="sm"
              onPress={isFullScreen ? () => void document.exitFullscreen() : back}
            >
              {isFullScreen ? t('frame.exitFullScreen') : t('frame.back')}
            </Button>
          </div>
        </div>
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

/** Whether `element` is the one the browser shows in full screen now. */
function useFullScreen(element: RefObject<HTMLElement | null>): boolean {
  const [isFullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    const changed = () =>
      setFullScreen(document.fullscreenElement !== null && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [element]);
  return isFullScreen;
}
