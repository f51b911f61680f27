import { Button } from 'antd-mobile'
import { ExclamationCircleOutline } from 'antd-mobile-icons'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { paths } from '@/config/paths'
import { LoadingScreen } from './loading-screen'
import { StatusPage } from './status-page'

// Messages browsers use when a lazily imported chunk cannot be fetched (often a deploy that
// replaced the hashed files under an open tab).
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message)
}

/**
 * Route error element. A screen whose code fails to load is logged and shows the loading
 * screen (storefront §Shell behaviour); any other crash offers a fresh start from home.
 */
export function RouteErrorFallback({ fullScreen = false }: { fullScreen?: boolean }) {
  const error = useRouteError()
  const { t } = useTranslation()

  useEffect(() => {
    console.error('[router] screen failed', error)
  }, [error])

  if (isChunkLoadError(error)) return <LoadingScreen fullScreen={fullScreen} />

  return (
    <StatusPage
      fullScreen={fullScreen}
      icon={<ExclamationCircleOutline />}
      title={t('errors.screenTitle')}
      description={t('errors.screenDescription')}
    >
      {/* A full load, not a client navigation: the state that crashed should not survive. */}
      <Button block color="primary" shape="rounded" onClick={() => window.location.assign(paths.home.path)}>
        {t('common.backHome')}
      </Button>
    </StatusPage>
  )
}
