import { Button } from 'antd-mobile'
import { ExclamationCircleOutline } from 'antd-mobile-icons'
import { Component, type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
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
 * What a screen that failed shows. A screen whose code fails to load is logged and shows the
 * loading screen (storefront §Shell behaviour); any other crash offers a fresh start from home.
 */
export function RouteErrorFallback({ error, fullScreen = false }: { error: unknown; fullScreen?: boolean }) {
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

interface BoundaryProps {
  children: ReactNode
  fullScreen?: boolean
  /** The screen's URL: another one starts without the error, as a new screen should. */
  resetKey?: string
}

/** Catches what a screen throws while it renders or loads, and shows RouteErrorFallback instead. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; key?: string }> {
  override state: { error: unknown; key?: string } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key?: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey }
  }

  override render() {
    if (this.state.error) return <RouteErrorFallback error={this.state.error} fullScreen={this.props.fullScreen} />
    return this.props.children
  }
}
