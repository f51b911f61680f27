import { zodResolver } from '@hookform/resolvers/zod'
import {
  type AnnouncementType,
  type BoAnnouncement,
  boAnnouncementBodySchema,
  LANGUAGE_NAMES,
  type Language,
} from '@parlor/contract'
import { App, Col, DatePicker, Form, Input, Radio, Row, Segmented, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { ImageUpload } from '@/components/form/image-upload'
import { dropEmptyTexts, issueCodes } from '@/components/form/zod-codes'
import { DateTimeField, LocalizedTexts, SortField } from '@/components/form/content-fields'
import { applyServerError, RhfField } from '@/components/form/rhf-field'
import { useSaveAnnouncement } from '../api/save-announcement'
import { uploadImage } from '@/lib/upload-image'
import { AnnouncementPreview } from './phone-preview'

const schema = boAnnouncementBodySchema.refine(
  (v) => !v.startAt || !v.endAt || Date.parse(v.endAt) > Date.parse(v.startAt),
  {
    path: ['endAt'],
    message: 'ends_before_start',
  },
)
type Values = z.input<typeof schema>
const FIELDS = [
  'titles',
  'contents',
  'imageUrl',
  'linkUrl',
  'execution',
  'platform',
  'groupName',
  'sort',
  'startAt',
  'endAt',
  'payload',
]

/** What each type uses besides titles and contents. */
const USES = {
  image: ['B', 'PU', 'PR'],
  link: ['B', 'PU', 'PR'],
  execution: ['PU'],
  // Banners can be limited to the player app's home screen or its registration screen.
  group: ['B'],
  match: ['H'],
} satisfies Record<string, AnnouncementType[]>

const MATCH_FIELDS = [
  'league',
  'homeTeam',
  'awayTeam',
  'homeTeamImageUrl',
  'awayTeamImageUrl',
  'vendor',
  'roomId',
] as const

const initial = (merchant: string, type: AnnouncementType, item: BoAnnouncement | null): Values =>
  item
    ? {
        merchant,
        type: item.type,
        titles: item.titles,
        contents: item.contents,
        imageUrl: item.imageUrl,
        linkUrl: item.linkUrl,
        execution: item.execution,
        platform: item.platform,
        groupName: item.groupName,
        sort: item.sort,
        startAt: item.startAt,
        endAt: item.endAt,
        payload: item.payload,
      }
    : {
        merchant,
        type,
        titles: {},
        contents: {},
        imageUrl: null,
        linkUrl: null,
        execution: type === 'PU' ? 'B' : null,
        platform: null,
        groupName: null,
        sort: 0,
        startAt: null,
        endAt: null,
        payload: type === 'H' ? {} : null,
      }

/**
 * Creates or edits one announcement of a type, with the phone preview beside the form. The
 * preview shows the language picked above it and follows every keystroke.
 */
export function AnnouncementForm(props: {
  merchant: string
  merchantName: string
  accent?: string
  languages: readonly Language[]
  type: AnnouncementType
  item: BoAnnouncement | null
  onSaved: (saved: BoAnnouncement) => void
  formId: string
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const save = useSaveAnnouncement()
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: (values, ctx, options) =>
      zodResolver(schema, issueCodes)(dropEmptyTexts(values, ['titles', 'contents']), ctx, options),
    defaultValues: initial(props.merchant, props.type, props.item),
  })
  const { control } = form
  const [lang, setLang] = useState<Language>(props.languages[0] ?? 'EN')
  const values = form.watch()
  const type = props.type
  const uses = (what: keyof typeof USES) => (USES[what] as readonly string[]).includes(type)

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: props.item?.id ?? null, body })
      void message.success(t('content.saved'))
      props.onSaved(saved)
    } catch (error) {
      if (!applyServerError(error, FIELDS, form.setError)) void message.error((error as Error).message)
    }
  })

  return (
    <Row gutter={24} wrap={false}>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <form id={props.formId} onSubmit={onSubmit} noValidate data-testid="announcement-form">
          <Form layout="vertical" component={false}>
            <LocalizedTexts
              control={control}
              languages={props.languages}
              active={lang}
              onActive={setLang}
              titles="titles"
              html={uses('match') ? null : 'contents'}
              htmlLabel={t('content.form.content')}
            />
            {uses('image') && (
              <RhfField control={control} name="imageUrl" label={t('content.form.image')}>
                {(field) => (
                  <ImageUpload
                    id="imageUrl"
                    value={field.value}
                    onChange={field.onChange}
                    upload={(file) => uploadImage(props.merchant, file)}
                  />
                )}
              </RhfField>
            )}
            {uses('link') && (
              <RhfField
                control={control}
                name="linkUrl"
                label={t('content.form.link')}
                extra={t('content.form.linkHelp')}
              >
                {(field) => (
                  <Input
                    id="linkUrl"
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value.trim() === '' ? null : e.target.value)}
                    placeholder="/m/rewardCenter or https://…"
                  />
                )}
              </RhfField>
            )}
            {uses('match') && (
              <Row gutter={12}>
                {MATCH_FIELDS.map((key) => (
                  <Col span={12} key={key}>
                    <RhfField control={control} name={`payload.${key}` as 'payload'} label={t(`content.match.${key}`)}>
                      {(field) => (
                        <Input
                          id={field.name}
                          value={(field.value as unknown as string) ?? ''}
                          onChange={(e) => field.onChange(e.target.value as never)}
                        />
                      )}
                    </RhfField>
                  </Col>
                ))}
                <Col span={12}>
                  <RhfField
                    control={control}
                    name={'payload.matchTime' as 'payload'}
                    label={t('content.match.matchTime')}
                  >
                    {(field) => (
                      <DatePicker
                        id={field.name}
                        showTime={{ format: 'HH:mm' }}
                        format="YYYY-MM-DD HH:mm"
                        value={field.value ? dayjs(field.value as unknown as number) : null}
                        onChange={(d) => field.onChange((d ? d.valueOf() : null) as never)}
                        style={{ width: '100%' }}
                      />
                    )}
                  </RhfField>
                </Col>
              </Row>
            )}
            <Row gutter={12}>
              {uses('execution') && (
                <Col span={24}>
                  <RhfField
                    control={control}
                    name="execution"
                    label={t('content.form.execution')}
                    extra={t('content.form.executionHelp')}
                  >
                    {(field) => (
                      <Radio.Group
                        id="execution"
                        value={field.value}
                        onChange={(e) => field.onChange(e.target.value)}
                        options={(['B', 'A', 'F'] as const).map((v) => ({
                          value: v,
                          label: t(`content.execution.${v}`),
                        }))}
                      />
                    )}
                  </RhfField>
                </Col>
              )}
              {uses('group') && (
                <Col span={24}>
                  <RhfField control={control} name="groupName" label={t('content.form.groupName')}>
                    {(field) => (
                      <Segmented
                        id="groupName"
                        value={field.value ?? 'both'}
                        onChange={(v) => field.onChange(v === 'both' ? null : v)}
                        options={[
                          { value: 'both', label: t('content.group.both') },
                          { value: 'm_home', label: t('content.group.m_home') },
                          { value: 'm_reg', label: t('content.group.m_reg') },
                        ]}
                      />
                    )}
                  </RhfField>
                </Col>
              )}
              <Col span={14}>
                <RhfField control={control} name="platform" label={t('content.form.platform')}>
                  {(field) => (
                    <Segmented
                      id="platform"
                      value={field.value ?? 'both'}
                      onChange={(v) => field.onChange(v === 'both' ? null : v)}
                      options={[
                        { value: 'both', label: t('content.platform.both') },
                        { value: 'M', label: t('content.platform.M') },
                        { value: 'W', label: t('content.platform.W') },
                      ]}
                    />
                  )}
                </RhfField>
              </Col>
              <Col span={10}>
                <SortField control={control} label={t('content.form.sort')} extra={t('content.form.sortHelp')} />
              </Col>
              <Col span={12}>
                <DateTimeField
                  control={control}
                  name="startAt"
                  label={t('content.form.start')}
                  placeholder={t('content.form.startNone')}
                />
              </Col>
              <Col span={12}>
                <DateTimeField
                  control={control}
                  name="endAt"
                  label={t('content.form.end')}
                  placeholder={t('content.form.endNone')}
                />
              </Col>
            </Row>
          </Form>
        </form>
      </Col>
      <Col flex="430px">
        <Typography.Text strong>
          {t('content.preview.title')} · {LANGUAGE_NAMES[lang]}
        </Typography.Text>
        <div style={{ marginTop: 8 }}>
          <AnnouncementPreview
            merchantName={props.merchantName}
            accent={props.accent}
            item={{
              type,
              title: values.titles?.[lang] ?? '',
              content: values.contents?.[lang] ?? '',
              imageUrl: values.imageUrl ?? null,
              linkUrl: values.linkUrl ?? null,
              endAt: values.endAt ?? null,
              payload: (values.payload as Record<string, unknown> | null) ?? null,
            }}
          />
        </div>
      </Col>
    </Row>
  )
}
