import { isTrialType } from '@parlor/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, DotLoading, ErrorBlock } from 'antd-mobile'
import { LeftOutline } from 'antd-mobile-icons'
import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { LoginFirst } from '@/components/layout/member-only'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api-client'
import { useSession } from '@/lib/storage'
import { launchLotteryGame } from '../api/launch-game'
import { gameWindow, inAppScreen, isSameOrigin, readLaunchRequest } from '../utils/launch-target'
import './launch-screen.css'
import { gamesKeys } from '../api/games-keys'
import { sharedKeys } from '@/lib/query-keys'

/** Only in-app paths are followed back; anything else goes home. */
function safeBack(pageBack: string | null): string {
  return pageBack?.startsWith('/') && !pageBack.startsWith('//') ? pageBack : paths.home.path
}

/**
 * `/m/launchGame` (storefront §2): the game full-screen in a frame, with a bar back to the page the
 * player came from. Lottery launches arrive with playType, prize_mode and code and are resolved
 * here; generic launches arrive with the already resolved `gameUrl`. An address that names no game
 * (no parameters, a broken link) says so and offers the way back instead of waiting forever.
 */
export function LaunchScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const session = useSession()
  const [params] = useSearchParams()
  const back = safeBack(params.get('pageBack'))
  const request = readLaunchRequest(params)
  const gameUrl = request?.kind === 'url' ? request.url : null
  const lotteryLaunch = request?.kind === 'lottery' ? request : null
  // A guest's free trial arrives with its URL already resolved and needs no session.
  const trial = params.get('trial') === '1' && Boolean(gameUrl)
  // A trial member's game plays demo money too, launched the normal way: the bar says so alike.
  const demoMoney = trial || (session !== null && isTrialType(session.type))

  const lottery = useQuery({
    queryKey: gamesKeys.lotteryLaunch(
      lotteryLaunch?.code ?? null,
      lotteryLaunch?.nodeId ?? 0,
      params.get('prize_mode'),
      session?.token,
    ),
    queryFn: ({ signal }) =>
      launchLotteryGame(
        {
          nodeId: lotteryLaunch?.nodeId ?? 0,
          vassalage: params.get('vendor') ?? '',
          prizeMode: params.get('prize_mode') ?? 'Lott',
          gameCode: lotteryLaunch?.code ?? 'lobby',
          // A path on this site: the server sends any other back URL home.
          backUrl: back,
        },
        signal,
      ),
    enabled: Boolean(session && lotteryLaunch),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    // The page shows the server's reason itself.
    meta: { errorToast: false },
  })
  const url = gameUrl ?? lottery.data

  const screen = url ? inAppScreen(url) : null
  useEffect(() => {
    if (url && !isSameOrigin(url)) gameWindow.assign(url)
  }, [url])

  // The game may have changed the balance: refresh it when the player leaves this page.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: sharedKeys.wallet }), [queryClient])

  // A link that names no game is wrong for guests and members alike: say so before any sign-in.
  if (request && !session && !trial) return <LoginFirst />
  // A game the app runs itself (the lottery engine's play screen) opens in place of this page.
  if (screen) return <Navigate to={screen} replace />

  const wayBack = (
    <div className="launch-screen__actions">
      <Button block color="primary" shape="rounded" onClick={() => navigate(paths.home.path, { replace: true })}>
        {t('common.backHome')}
      </Button>
      <Button block fill="outline" shape="rounded" onClick={() => navigate(paths.gameList.path, { replace: true })}>
        {t('games.browseGames')}
      </Button>
    </div>
  )

  // On <body>, above the shell's header and bottom menu, whose page container is its own
  // stacking context.
  return createPortal(
    <div className="launch-screen">
      <header className="launch-screen__bar">
        <Button fill="none" size="small" onClick={() => navigate(back)} aria-label={t('games.backFromGame')}>
          <LeftOutline /> {t('games.backFromGame')}
        </Button>
        {demoMoney && <span className="launch-screen__trial">{t('games.trialBadge')}</span>}
      </header>
      {!request ? (
        <ErrorBlock
          status="default"
          title={<h1 className="launch-screen__title">{t('games.launchInvalid')}</h1>}
          description={t('games.launchInvalidDetail')}
        >
          {wayBack}
        </ErrorBlock>
      ) : url && isSameOrigin(url) ? (
        <iframe className="launch-screen__frame" src={url} title={t('games.gameFrame')} allow="fullscreen; autoplay" />
      ) : lottery.isError ? (
        <ErrorBlock
          status="default"
          title={<h1 className="launch-screen__title">{t('games.launchFailed')}</h1>}
          description={isApiError(lottery.error) ? lottery.error.message : t('errors.unknown')}
        >
          {wayBack}
        </ErrorBlock>
      ) : (
        <div className="launch-screen__loading">
          <DotLoading /> {t('common.pleaseWait')}
        </div>
      )}
    </div>,
    document.body,
  )
}
