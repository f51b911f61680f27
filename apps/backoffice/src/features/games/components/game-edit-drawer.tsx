import { zodResolver } from '@hookform/resolvers/zod'
import { boGamePatchSchema, LANGUAGE_NAMES, type Language } from '@parlor/contract'
import { App, Button, Col, Drawer, Form, Input, Row, Space, Switch, Typography } from 'antd'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { ImageUpload } from '@/components/form/image-upload'
import { dropEmptyTexts, issueCodes } from '@/components/form/zod-codes'
import { SortField } from '@/components/form/content-fields'
import { applyServerError, RhfField } from '@/components/form/rhf-field'
import { useUpdateGame } from '../api/update-game'
import { uploadImage } from '@/lib/upload-image'
import type { GameRow } from './games-table'

const schema = boGamePatchSchema.required({
  enabled: true,
  isHot: true,
  isNew: true,
  sort: true,
  minBet: true,
  names: true,
  iconUrl: true,
})
type Values = z.input<typeof schema>
const FIELDS = ['enabled', 'isHot', 'isNew', 'sort', 'minBet', 'names', 'iconUrl']

const valuesOf = (merchant: string, g: GameRow): Values => ({
  merchant,
  enabled: g.enabled,
  isHot: g.isHot,
  isNew: g.isNew,
  sort: g.sort,
  minBet: g.minBet,
  names: g.names,
  iconUrl: g.iconUrl,
})

/** One game's merchant-specific values: order, minimum bet, names per offered language, icon. */
export function GameEditDrawer(props: {
  merchant: string
  languages: readonly Language[]
  game: GameRow | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const update = useUpdateGame()
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: (values, ctx, options) =>
      zodResolver(schema, issueCodes)(dropEmptyTexts(values, ['names']), ctx, options),
  })
  const { control, reset } = form
  useEffect(() => {
    if (props.game) reset(valuesOf(props.merchant, props.game))
  }, [props.game, props.merchant, reset])

  const onSubmit = form.handleSubmit(async (values) => {
    if (!props.game) return
    try {
      await update.mutateAsync({ id: props.game.id, patch: values })
      void message.success(t('games.saved'))
      props.onClose()
    } catch (error) {
      if (!applyServerError(error, FIELDS, form.setError)) void message.error((error as Error).message)
    }
  })

  return (
    <Drawer
      open={props.game !== null}
      onClose={props.onClose}
      size={560}
      title={props.game ? `${t('games.edit')} · ${props.game.vendorCode} / ${props.game.gameCode}` : ''}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={props.onClose}>{t('games.cancel')}</Button>
          <Button type="primary" onClick={onSubmit} loading={update.isPending}>
            {t('games.save')}
          </Button>
        </Space>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Form layout="vertical" component={false}>
          <Row gutter={16}>
            {(
              [
                ['enabled', 'games.columns.enabled'],
                ['isHot', 'games.columns.hot'],
                ['isNew', 'games.columns.new'],
              ] as const
            ).map(([key, label]) => (
              <Col span={8} key={key}>
                <RhfField control={control} name={key} label={t(label)}>
                  {(field) => <Switch id={key} checked={Boolean(field.value)} onChange={field.onChange} />}
                </RhfField>
              </Col>
            ))}
          </Row>
          <Row gutter={16}>
            <Col span={12}>
              <SortField control={control} label={t('games.columns.sort')} extra={t('games.sortHelp')} />
            </Col>
            <Col span={12}>
              <RhfField control={control} name="minBet" label={t('games.columns.minBet')}>
                {(field) => <Input id="minBet" inputMode="decimal" {...field} value={field.value ?? ''} />}
              </RhfField>
            </Col>
          </Row>
          <Typography.Title level={5}>{t('games.names')}</Typography.Title>
          {props.languages.map((lang) => (
            <RhfField key={lang} control={control} name={`names.${lang}`} label={LANGUAGE_NAMES[lang]}>
              {(field) => <Input id={field.name} {...field} value={field.value ?? ''} maxLength={120} />}
            </RhfField>
          ))}
          <RhfField control={control} name="iconUrl" label={t('games.icon')} extra={t('games.iconHelp')}>
            {(field) => (
              <ImageUpload
                id="iconUrl"
                value={field.value}
                onChange={field.onChange}
                upload={(file) => uploadImage(props.merchant, file)}
                previewHeight={96}
              />
            )}
          </RhfField>
        </Form>
      </form>
    </Drawer>
  )
}
