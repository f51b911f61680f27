import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { zodResolver } from '@hookform/resolvers/zod'
import { boHelpEntryBodySchema, type boHelpEntrySchema, LANGUAGE_NAMES, type Language } from '@parlor/contract'
import { App, Button, Card, Col, Drawer, Form, Popconfirm, Row, Space, Table, Typography } from 'antd'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { SafeHtml } from '@/components/safe-html'
import { dropEmptyTexts, issueCodes } from '@/components/form/zod-codes'
import { LocalizedTexts, SortField } from '@/components/form/content-fields'
import { applyServerError } from '@/components/form/rhf-field'
import { useDeleteHelpEntry } from '../api/delete-help-entry'
import { useHelpList } from '../api/get-help-list'
import { useSaveHelpEntry } from '../api/save-help-entry'
import { localizedText } from '@/lib/i18n'
import { PhoneFrame } from './phone-preview'

type HelpEntry = z.infer<typeof boHelpEntrySchema>
type Values = z.input<typeof boHelpEntryBodySchema>

/** Help centre entries: a title and HTML per language, in the order of `sort`. */
export function HelpScreen(props: {
  merchant: string
  languages: readonly Language[]
  canWrite: boolean
  accent?: string
}) {
  const { t } = useTranslation()
  const list = useHelpList(props.merchant)
  const remove = useDeleteHelpEntry(props.merchant)
  const [editing, setEditing] = useState<HelpEntry | 'new' | null>(null)
  const rows = [...(list.data ?? [])].sort((a, b) => a.sort - b.sort)
  return (
    <Card
      extra={
        props.canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('content.help.new')}
          </Button>
        )
      }
    >
      <Table<HelpEntry>
        rowKey="id"
        loading={list.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('content.help.empty') }}
        columns={[
          { title: t('content.form.sort'), dataIndex: 'sort', width: 80 },
          {
            title: t('content.columns.title'),
            render: (_, r) => localizedText(r.titles, props.languages) || t('content.untitled'),
          },
          {
            title: t('content.help.languages'),
            width: 200,
            render: (_, r) => Object.keys(r.titles).join(', '),
          },
          {
            title: '',
            width: 100,
            render: (_, r) => (
              <Space size={0}>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t('content.edit')}
                  onClick={() => setEditing(r)}
                />
                {props.canWrite && (
                  <Popconfirm
                    title={t('content.deleteConfirm')}
                    okText={t('content.delete')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutateAsync(r.id)}
                  >
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('content.delete')} />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        size={1100}
        destroyOnHidden
        title={t(editing === 'new' ? 'content.help.new' : 'content.help.edit')}
        extra={
          props.canWrite && (
            <Space>
              <Button onClick={() => setEditing(null)}>{t('content.cancel')}</Button>
              <Button type="primary" htmlType="submit" form="help-form">
                {t('content.save')}
              </Button>
            </Space>
          )
        }
      >
        {editing !== null && (
          <HelpForm
            merchant={props.merchant}
            languages={props.languages}
            accent={props.accent}
            entry={editing === 'new' ? null : editing}
            others={rows.filter((r) => editing === 'new' || r.id !== editing.id)}
            onSaved={() => setEditing(null)}
          />
        )}
      </Drawer>
    </Card>
  )
}

function HelpForm(props: {
  merchant: string
  languages: readonly Language[]
  accent?: string
  entry: HelpEntry | null
  others: HelpEntry[]
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const save = useSaveHelpEntry(props.merchant)
  const form = useForm<Values, unknown, z.output<typeof boHelpEntryBodySchema>>({
    resolver: (values, ctx, options) =>
      zodResolver(boHelpEntryBodySchema, issueCodes)(dropEmptyTexts(values, ['titles', 'contents']), ctx, options),
    defaultValues: {
      merchant: props.merchant,
      sort: props.entry?.sort ?? (props.others.at(-1)?.sort ?? 0) + 1,
      titles: props.entry?.titles ?? {},
      contents: props.entry?.contents ?? {},
    },
  })
  const { control } = form
  const [lang, setLang] = useState<Language>(props.languages[0] ?? 'EN')
  const values = form.watch()
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: props.entry?.id ?? null, body })
      void message.success(t('content.saved'))
      props.onSaved()
    } catch (error) {
      if (!applyServerError(error, ['sort', 'titles', 'contents'], form.setError))
        void message.error((error as Error).message)
    }
  })
  // The entry being edited takes its place among the others, as the help centre orders them.
  const menu = [...props.others, { id: -1, sort: Number(values.sort) || 0, titles: values.titles ?? {} }].sort(
    (a, b) => a.sort - b.sort,
  )
  return (
    <Row gutter={24} wrap={false}>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <form id="help-form" onSubmit={onSubmit} noValidate>
          <Form layout="vertical" component={false}>
            <SortField control={control} label={t('content.form.sort')} extra={t('content.form.sortHelp')} />
            <LocalizedTexts
              control={control}
              languages={props.languages}
              active={lang}
              onActive={setLang}
              titles="titles"
              html="contents"
              htmlLabel={t('content.form.content')}
              rows={14}
            />
          </Form>
        </form>
      </Col>
      <Col flex="430px">
        <Typography.Text strong>
          {t('content.preview.title')} · {LANGUAGE_NAMES[lang]}
        </Typography.Text>
        <div style={{ marginTop: 8 }}>
          <PhoneFrame accent={props.accent}>
            <div className="phone__header phone__header--title">{t('content.preview.help')}</div>
            <div style={{ display: 'grid', gridTemplateColumns: '120px 1fr', minHeight: 600 }}>
              <div style={{ background: 'var(--p-panel)', borderRight: '1px solid var(--p-border)' }}>
                {menu.map((m) => (
                  <div
                    key={m.id}
                    style={{
                      padding: '10px 8px',
                      fontSize: 12,
                      color: m.id === -1 ? 'var(--p-accent, #f0b93a)' : 'var(--p-muted)',
                      borderLeft: m.id === -1 ? '3px solid var(--p-accent, #f0b93a)' : '3px solid transparent',
                    }}
                  >
                    {m.titles[lang] || localizedText(m.titles, props.languages) || '…'}
                  </div>
                ))}
              </div>
              <div style={{ padding: 12 }}>
                <div className="phone__card-title">{values.titles?.[lang] ?? ''}</div>
                <SafeHtml className="phone__html" html={values.contents?.[lang] ?? ''} />
              </div>
            </div>
          </PhoneFrame>
        </div>
      </Col>
    </Row>
  )
}
