import { UploadOutlined } from '@ant-design/icons'
import { App, Button, Image, Input, Space, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const ACCEPT = ['image/png', 'image/jpeg', 'image/webp']
const MAX_BYTES = 2 * 1024 * 1024

/**
 * An image field: the URL (editable, for an image hosted elsewhere) and an upload button that
 * sends the file to the server and puts the answered `/cdn/…` URL in the field. The caller passes
 * the upload call, so the component knows nothing of the merchant or the endpoint.
 */
export function ImageUpload(props: {
  id?: string
  value: string | null | undefined
  onChange: (url: string | null) => void
  upload: (file: File) => Promise<string>
  disabled?: boolean
  previewHeight?: number
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={props.id}
          value={props.value ?? ''}
          placeholder="/cdn/… or https://…"
          disabled={props.disabled}
          onChange={(e) => props.onChange(e.target.value.trim() === '' ? null : e.target.value.trim())}
        />
        <Upload
          accept={ACCEPT.join(',')}
          showUploadList={false}
          disabled={props.disabled || busy}
          beforeUpload={(file) => {
            if (!ACCEPT.includes(file.type)) {
              void message.error(t('upload.badType'))
              return Upload.LIST_IGNORE
            }
            if (file.size > MAX_BYTES) {
              void message.error(t('upload.tooBig'))
              return Upload.LIST_IGNORE
            }
            return true
          }}
          customRequest={async ({ file, onSuccess, onError }) => {
            setBusy(true)
            try {
              const url = await props.upload(file as File)
              props.onChange(url)
              onSuccess?.(url)
            } catch (error) {
              void message.error((error as Error).message || t('upload.failed'))
              onError?.(error as Error)
            } finally {
              setBusy(false)
            }
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} disabled={props.disabled}>
            {t('upload.button')}
          </Button>
        </Upload>
      </Space.Compact>
      {props.value && (
        <Image
          src={props.value}
          height={props.previewHeight ?? 64}
          style={{ objectFit: 'contain', background: '#f5f5f5' }}
          alt=""
        />
      )}
    </Space>
  )
}
