import { Alert, Card, Col, Empty, Row, Skeleton, Space, Tabs, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useMerchantSettings } from '../api/get-merchant-settings'
import { AgreementTab } from './agreement-tab'
import { CustomerServiceTab } from './customer-service-tab'
import { DomainsTab } from './domains-tab'
import { FlagsTab } from './flags-tab'
import { GeneralTab } from './general-tab'
import { MaintenanceTab } from './maintenance-tab'
import { RegistrationTab } from './registration-tab'
import { TemplatesTab } from './templates-tab'
import { ThemeTab } from './theme-tab'

export const SETTINGS_TABS = [
  'general',
  'flags',
  'registration',
  'templates',
  'theme',
  'cs',
  'domains',
  'agreement',
  'maintenance',
] as const
export type SettingsTabKey = (typeof SETTINGS_TABS)[number]

/**
 * One merchant's settings, a tab per area, each saved alone; the record's audit trail sits beside
 * it (passed in by the route, which owns the audit feature).
 */
export function MerchantSettings(props: {
  code: string
  canWrite: boolean
  tab: SettingsTabKey
  onTabChange: (tab: SettingsTabKey) => void
  /** A vendor to plan a window for (the vendors screen links here with it). */
  vendor?: string | null
  auditTrail: ReactNode
}) {
  const { t } = useTranslation()
  const query = useMerchantSettings(props.code)
  if (query.isLoading) return <Skeleton active />
  if (query.isError || !query.data)
    return <Empty description={(query.error as Error | null)?.message ?? t('merchants.notFound')} />
  const settings = query.data
  const common = { settings, canWrite: props.canWrite }
  // Each tab is keyed by the record's code so switching merchants starts a fresh form.
  const content: Record<SettingsTabKey, ReactNode> = {
    general: <GeneralTab key={settings.code} {...common} />,
    flags: <FlagsTab key={settings.code} {...common} />,
    registration: <RegistrationTab key={settings.code} {...common} />,
    templates: <TemplatesTab key={settings.code} {...common} />,
    theme: <ThemeTab key={settings.code} {...common} />,
    cs: <CustomerServiceTab key={settings.code} {...common} />,
    domains: <DomainsTab key={settings.code} {...common} />,
    agreement: <AgreementTab key={settings.code} {...common} />,
    maintenance: <MaintenanceTab key={settings.code} {...common} vendor={props.vendor} />,
  }
  return (
    <Row gutter={16} wrap={false}>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Card
          title={
            <Space>
              {settings.name}
              <Typography.Text code>{settings.code}</Typography.Text>
              {settings.maintenance && <Tag color="orange">{t('merchants.list.maintenance')}</Tag>}
            </Space>
          }
        >
          {!props.canWrite && (
            <Alert type="info" showIcon title={t('merchants.readOnly')} style={{ marginBottom: 12 }} />
          )}
          <Tabs
            activeKey={props.tab}
            onChange={(k) => props.onTabChange(k as SettingsTabKey)}
            // Nine areas do not fit in one row beside the audit trail: they stack on the left.
            tabPlacement="start"
            destroyOnHidden
            items={SETTINGS_TABS.map((key) => ({
              key,
              label: t(`merchants.tabs.${key}`),
              children: content[key],
            }))}
          />
        </Card>
      </Col>
      <Col flex="300px">{props.auditTrail}</Col>
    </Row>
  )
}
