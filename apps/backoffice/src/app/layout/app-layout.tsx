import { DownOutlined, LogoutOutlined, SafetyOutlined } from '@ant-design/icons'
import { type Permission, routes } from '@parlor/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Badge, Button, Dropdown, Flex, Layout, Menu, Result, Segmented, Select, Spin, Tag, Typography } from 'antd'
import { Suspense, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router'
import { MerchantProvider } from '@/components/merchant'
import { href, paths } from '@/config/paths'
import { RegenerateCodesModal } from '@/features/auth/components/regenerate-codes-modal'
import { apiCall, isApiError } from '@/lib/api-client'
import { type BoLanguage, changeLanguage, currentLanguage } from '@/lib/i18n'
import { dashboardQueryOptions } from '@/lib/queue-counts'
import { useMe } from '@/lib/session'
import { menuFor, screenOfPath } from './menu'

const merchantOptionsQuery = {
  queryKey: ['bo', 'merchant-options'],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiCall(routes.boMerchantList, { signal }),
  staleTime: 5 * 60_000,
}

export function FullPageSpin() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" />
    </Flex>
  )
}

/**
 * The frame of every signed-in screen: the side menu (only what the role may use), the header
 * with the merchant picker, language, the staff member's menu, and the screen itself. The picked
 * merchant lives in the URL (`?merchant=`), so links and reloads keep it.
 */
export function AppLayout() {
  const { t } = useTranslation()
  const me = useMe()
  const merchants = useQuery({ ...merchantOptionsQuery, enabled: me.isSuccess })
  const location = useLocation()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const [codesOpen, setCodesOpen] = useState(false)

  const options = useMemo(
    () => (merchants.data ?? []).map((m) => ({ code: m.code, name: m.name, currency: m.currency })),
    [merchants.data],
  )
  const requested = params.get('merchant')
  const merchant = options.some((o) => o.code === requested) ? requested : options[0]?.code
  // The menu's pending counts: only for roles that may read the dashboard (the server refuses others).
  const canReadCounts = me.data?.permissions.includes(paths.dashboard.permission) ?? false
  const counts = useQuery({
    ...dashboardQueryOptions(merchant ?? ''),
    enabled: canReadCounts && merchant !== undefined,
    meta: { errorToast: false },
  })
  const pending: Partial<Record<keyof typeof paths, number>> = {
    deposits: counts.data?.pendingDeposits,
    withdrawals: counts.data?.pendingWithdrawals,
    adjustments: counts.data?.pendingAdjustments,
  }
  const screenLabel = (id: keyof typeof paths) => {
    const count = pending[id]
    if (!count) return t(`menu.${id}`)
    return (
      <Flex justify="space-between" align="center" gap={8}>
        <span>{t(`menu.${id}`)}</span>
        <Badge
          count={count}
          overflowCount={99}
          size="small"
          title={t('layout.pendingCount', { count })}
          data-testid={`menu-count-${id}`}
          style={{ boxShadow: 'none' }}
        />
      </Flex>
    )
  }
  useEffect(() => {
    if (merchant && merchant !== requested)
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          next.set('merchant', merchant)
          return next
        },
        { replace: true },
      )
  }, [merchant, requested, setParams])

  if (me.isError && !(isApiError(me.error) && me.error.status === 401))
    return (
      <Result
        status="error"
        title={t('layout.loadFailed')}
        subTitle={me.error.message}
        extra={<Button onClick={() => void me.refetch()}>{t('common.retry')}</Button>}
      />
    )
  if (!me.data) return <FullPageSpin />

  const groups = menuFor(me.data.permissions)
  const current = screenOfPath(location.pathname)
  // A screen opened by its URL that the role may not use: say so rather than show empty tables
  // (the server refuses its calls anyway).
  const needed = current ? (paths[current] as { permission?: Permission }).permission : undefined
  const forbidden = needed !== undefined && !me.data.permissions.includes(needed)
  const linkTo = (id: keyof typeof paths) => href(id, {}, { merchant })

  const signOut = async () => {
    try {
      await apiCall(routes.staffLogout)
    } finally {
      queryClient.clear()
      navigate(paths.login.path, { replace: true })
    }
  }

  const switchLanguage = (language: BoLanguage) => {
    void changeLanguage(language)
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={224} theme="dark" style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}>
        <div style={{ padding: '18px 24px', color: '#fff', fontWeight: 600, fontSize: 17 }}>
          {t('layout.productName')}
        </div>
        <Menu
          data-testid="side-menu"
          theme="dark"
          mode="inline"
          selectedKeys={current ? [current] : []}
          defaultOpenKeys={groups.map((g) => `group:${g.key}`)}
          onClick={({ key }) => navigate(linkTo(key as keyof typeof paths))}
          items={groups.map((g) =>
            g.screens.length === 1 && g.screens[0]
              ? { key: g.screens[0], icon: g.icon, label: screenLabel(g.screens[0]) }
              : {
                  key: `group:${g.key}`,
                  icon: g.icon,
                  label: t(`menu.group.${g.key}`),
                  children: g.screens.map((id) => ({ key: id, label: screenLabel(id) })),
                },
          )}
        />
      </Layout.Sider>
      <Layout className="bo-main">
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 24px',
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            borderBottom: '1px solid #f0f0f0',
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          <Typography.Text type="secondary">{t('layout.merchant')}</Typography.Text>
          <Select
            aria-label={t('layout.merchant')}
            style={{ width: 240 }}
            showSearch={{ optionFilterProp: 'label' }}
            loading={merchants.isPending}
            value={merchant}
            options={options.map((o) => ({ value: o.code, label: `${o.name} (${o.code})` }))}
            onChange={(code: string) =>
              setParams((prev) => {
                const next = new URLSearchParams(prev)
                next.set('merchant', code)
                next.delete('page')
                return next
              })
            }
          />
          <div style={{ flex: 1 }} />
          <Segmented<BoLanguage>
            aria-label={t('layout.language')}
            value={currentLanguage()}
            options={[
              { value: 'EN', label: 'EN' },
              { value: 'CN', label: '中文' },
            ]}
            onChange={switchLanguage}
          />
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'codes', icon: <SafetyOutlined />, label: t('layout.recoveryCodes') },
                { type: 'divider' },
                { key: 'signOut', icon: <LogoutOutlined />, label: t('layout.signOut') },
              ],
              onClick: ({ key }) => {
                if (key === 'codes') setCodesOpen(true)
                if (key === 'signOut') void signOut()
              },
            }}
          >
            <Button type="text" data-testid="account-menu">
              {me.data.displayName} <Tag style={{ marginInlineStart: 8 }}>{t(`staff.roles.${me.data.role}`)}</Tag>
              <DownOutlined />
            </Button>
          </Dropdown>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          {merchants.isError ? (
            <Result status="error" title={t('layout.loadFailed')} subTitle={merchants.error.message} />
          ) : !merchant ? (
            merchants.isPending ? (
              <FullPageSpin />
            ) : (
              <Result status="info" title={t('layout.noMerchants')} />
            )
          ) : (
            <MerchantProvider
              value={{ code: merchant, options, currency: options.find((o) => o.code === merchant)?.currency ?? '' }}
            >
              {forbidden ? (
                <Result status="403" title={t('layout.forbidden')} />
              ) : (
                <Spin spinning={navigation.state === 'loading'} delay={200}>
                  <Suspense fallback={<FullPageSpin />}>
                    <Outlet />
                  </Suspense>
                </Spin>
              )}
            </MerchantProvider>
          )}
        </Layout.Content>
      </Layout>
      <RegenerateCodesModal open={codesOpen} onClose={() => setCodesOpen(false)} />
    </Layout>
  )
}

/** A back-office URL that matches no screen. */
export function NotFound() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Result
      status="404"
      title={t('layout.notFound')}
      extra={<Button onClick={() => navigate(paths.dashboard.path)}>{t('menu.dashboard')}</Button>}
    />
  )
}
