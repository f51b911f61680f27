import { Flex, Typography } from 'antd'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** A screen's title (also the document title) with its actions on the right. */
export function PageHeader({ title, extra, children }: { title: string; extra?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation()
  useEffect(() => {
    document.title = `${title} · ${t('layout.productName')}`
  }, [title, t])
  return (
    <div style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra ? (
          <Flex gap={8} wrap>
            {extra}
          </Flex>
        ) : null}
      </Flex>
      {children}
    </div>
  )
}
