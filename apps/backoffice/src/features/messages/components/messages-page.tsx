import { zodResolver } from '@hookform/resolvers/zod'
import dayjs from 'dayjs'
import { type Language, LANGUAGE_NAMES } from '@parlor/contract'
import { App, Button, Card, Col, Flex, Form, Input, Radio, Row, Table, Tabs, Tag, Typography } from 'antd'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod'
import { RhfField } from '@/components/form/rhf-field'
import { useCan } from '@/lib/permissions'
import { useMerchantLanguages, useSendMessage, useSentMessages } from '../api/messages'

/** The draft per language; a field the form has not touched yet is undefined. */
type Texts = Partial<Record<Language, { title?: string; content?: string } | undefined>>

/**
 * Which languages of a draft are ready to send: each needs both a title and a content; a language
 * with only one of them is an error, and at least one language must be complete.
 */
export function draftProblems(texts: Texts): { complete: Language[]; incomplete: Language[] } {
  const complete: Language[] = []
  const incomplete: Language[] = []
  for (const [lang, v] of Object.entries(texts) as [Language, { title?: string; content?: string } | undefined][]) {
    const title = (v?.title ?? '').trim()
    const content = (v?.content ?? '').trim()
    if (title && content) complete.push(lang)
    else if (title || content) incomplete.push(lang)
  }
  return { complete, incomplete }
}

/** Inbox messages: write one (to every member or one member, per language) and see those sent. */
export function MessagesPage({ merchant, memberPath }: { merchant: string; memberPath: (id: number) => string }) {
  const canWrite = useCan('messages.write')
  return (
    <Row gutter={16} align="top">
      {canWrite && (
        <Col xs={24} xl={10}>
          <ComposeMessage merchant={merchant} />
        </Col>
      )}
      <Col xs={24} xl={canWrite ? 14 : 24}>
        <SentMessages merchant={merchant} memberPath={memberPath} />
      </Col>
    </Row>
  )
}

const composeSchema = z
  .object({
    audience: z.enum(['all', 'one']),
    username: z.string().trim().max(64),
    texts: z.record(
      z.string(),
      z.object({ title: z.string().max(200).optional(), content: z.string().max(20_000).optional() }),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.audience === 'one' && v.username === '')
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'message_username_required' })
    const { complete, incomplete } = draftProblems(v.texts as Texts)
    // Shown above the send button with the languages named (see `problem` below).
    if (complete.length === 0 || incomplete.length > 0)
      ctx.addIssue({ code: 'custom', path: ['texts'], message: 'texts' })
  })
type ComposeValues = z.infer<typeof composeSchema>

function ComposeMessage({ merchant }: { merchant: string }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const canReadMerchant = useCan('merchants.read')
  const merchantLanguages = useMerchantLanguages(merchant, canReadMerchant)
  const languages: Language[] = merchantLanguages.data?.languages ?? ['EN', 'CN']
  const send = useSendMessage()
  const { control, handleSubmit, watch, reset, formState } = useForm<ComposeValues>({
    resolver: zodResolver(composeSchema),
    defaultValues: { audience: 'all', username: '', texts: {} },
  })
  const audience = watch('audience')
  const { complete, incomplete } = draftProblems(watch('texts') as Texts)
  const problem = formState.errors.texts
    ? incomplete.length > 0
      ? t('messages.incomplete', { languages: incomplete.map((l) => LANGUAGE_NAMES[l]).join(', ') })
      : t('messages.needOne')
    : null

  const submit = handleSubmit((v) => {
    const titles: Partial<Record<Language, string>> = {}
    const contents: Partial<Record<Language, string>> = {}
    for (const lang of draftProblems(v.texts as Texts).complete) {
      titles[lang] = v.texts[lang]?.title?.trim()
      contents[lang] = v.texts[lang]?.content?.trim()
    }
    const username = v.audience === 'one' ? v.username : undefined
    send.mutate(
      { merchant, username, titles, contents },
      {
        onSuccess: (a) => {
          void message.success(t(a.broadcast ? 'messages.sentAll' : 'messages.sentOne', { username }))
          reset({ audience: v.audience, username: v.username, texts: {} })
        },
      },
    )
  })

  return (
    <Card title={t('messages.compose')}>
      <Form layout="vertical" onFinish={() => void submit()}>
        <RhfField control={control} name="audience" label={t('messages.audience')}>
          {(field) => (
            <Radio.Group
              id="audience"
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              options={[
                { value: 'all', label: t('messages.audienceAll') },
                { value: 'one', label: t('messages.audienceOne') },
              ]}
            />
          )}
        </RhfField>
        {audience === 'one' && (
          <RhfField control={control} name="username" label={t('messages.username')} required>
            {(field) => <Input {...field} id="username" maxLength={64} />}
          </RhfField>
        )}
        <Tabs
          // Remounted once the merchant's languages arrive, so its default language opens first.
          key={merchantLanguages.data ? 'merchant' : 'fallback'}
          size="small"
          defaultActiveKey={merchantLanguages.data?.defaultLanguage}
          items={languages.map((lang) => ({
            key: lang,
            label: (
              <span>
                {LANGUAGE_NAMES[lang]}
                {complete.includes(lang) && (
                  <Tag color="green" style={{ marginInlineStart: 6 }}>
                    ✓
                  </Tag>
                )}
                {incomplete.includes(lang) && (
                  <Tag color="red" style={{ marginInlineStart: 6 }}>
                    !
                  </Tag>
                )}
              </span>
            ),
            children: (
              <>
                <RhfField control={control} name={`texts.${lang}.title`} label={t('messages.titleField')}>
                  {(field) => (
                    <Input
                      id={`texts.${lang}.title`}
                      lang={lang.toLowerCase()}
                      maxLength={200}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                </RhfField>
                <RhfField control={control} name={`texts.${lang}.content`} label={t('messages.contentField')}>
                  {(field) => (
                    <Input.TextArea
                      id={`texts.${lang}.content`}
                      lang={lang.toLowerCase()}
                      rows={6}
                      maxLength={20_000}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                </RhfField>
              </>
            ),
          }))}
        />
        {problem && <Typography.Paragraph type="danger">{problem}</Typography.Paragraph>}
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('messages.languagesReady', { count: complete.length })}</Typography.Text>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {audience === 'all' ? t('messages.sendAll') : t('messages.sendOne')}
          </Button>
        </Flex>
      </Form>
    </Card>
  )
}

function SentMessages({ merchant, memberPath }: { merchant: string; memberPath: (id: number) => string }) {
  const { t, i18n } = useTranslation()
  const sent = useSentMessages(merchant)
  const uiLang = i18n.language.toUpperCase().startsWith('ZH') || i18n.language.toUpperCase() === 'CN' ? 'CN' : 'EN'
  const titleOf = (titles: Record<string, string>) => titles[uiLang] ?? Object.values(titles)[0] ?? ''
  return (
    <Card title={t('messages.sent')}>
      <Table
        rowKey="id"
        size="middle"
        loading={sent.isFetching}
        dataSource={sent.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('messages.noneSent') }}
        columns={[
          {
            title: t('messages.col.at'),
            dataIndex: 'createdAt',
            render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm'),
          },
          { title: t('messages.col.title'), dataIndex: 'titles', render: titleOf },
          {
            title: t('messages.col.audience'),
            key: 'audience',
            render: (_, r) =>
              r.broadcast ? (
                <Tag color="blue">{t('messages.audienceAll')}</Tag>
              ) : (
                <Link to={memberPath(r.memberId ?? 0)}>{t('messages.memberId', { id: r.memberId })}</Link>
              ),
          },
          {
            title: t('messages.col.languages'),
            dataIndex: 'titles',
            key: 'languages',
            render: (titles: Record<string, string>) => Object.keys(titles).join(', '),
          },
          { title: t('messages.col.reads'), dataIndex: 'reads', align: 'right' },
        ]}
      />
    </Card>
  )
}
