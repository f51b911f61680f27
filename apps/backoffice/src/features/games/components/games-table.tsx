import { EditOutlined } from '@ant-design/icons'
import { type boGameRowSchema, GAME_TYPES, type Language } from '@parlor/contract'
import { Avatar, Button, Card, Input, Select, Space, Switch, Table, Tag, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { useGameList } from '../api/get-game-list'
import { useVendorList } from '../api/get-vendor-list'
import { useUpdateGame } from '../api/update-game'
import { GameEditDrawer } from './game-edit-drawer'
import { useUrlTable } from '@/components/use-url-table'

export type GameRow = z.infer<typeof boGameRowSchema>

export const gameName = (names: Partial<Record<Language, string>>, prefer: readonly string[]) => {
  for (const l of [...prefer, 'EN']) {
    const n = names[l as Language]
    if (n) return n
  }
  return Object.values(names).find(Boolean) ?? ''
}

/** The merchant's catalogue: server paging, filters in the URL, marks switched in place. */
export function GamesTable(props: { merchant: string; languages: readonly Language[]; canWrite: boolean }) {
  const { t } = useTranslation()
  const { merchant, canWrite } = props
  const table = useUrlTable({ filters: ['vendor', 'gameType', 'q'] as const })
  const { filters, setFilters } = table
  const [search, setSearch] = useState(filters.q ?? '')
  useEffect(() => setSearch(filters.q ?? ''), [filters.q])
  const list = useGameList({ merchant, ...filters, page: table.page, pageSize: table.pageSize })
  const vendors = useVendorList(merchant)
  const update = useUpdateGame()
  const [editing, setEditing] = useState<GameRow | null>(null)
  const toggle = (row: GameRow, key: 'enabled' | 'isHot' | 'isNew') => (on: boolean) =>
    update.mutate({ id: row.id, patch: { merchant, [key]: on } })

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('games.filters.vendor')}
          placeholder={t('games.filters.vendor')}
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 220 }}
          value={filters.vendor}
          onChange={(v) => setFilters({ vendor: v })}
          options={(vendors.data ?? []).map((v) => ({ value: v.code, label: `${v.name} (${v.code})` }))}
        />
        <Select
          aria-label={t('games.filters.gameType')}
          placeholder={t('games.filters.gameType')}
          allowClear
          style={{ width: 160 }}
          value={filters.gameType}
          onChange={(v) => setFilters({ gameType: v })}
          options={GAME_TYPES.map((g) => ({ value: g, label: t(`games.types.${g}`) }))}
        />
        <Input.Search
          aria-label={t('games.filters.search')}
          placeholder={t('games.filters.search')}
          allowClear
          style={{ width: 280 }}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(v) => setFilters({ q: v.trim() || undefined })}
        />
      </Space>
      <Table<GameRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        pagination={table.pagination(list.data?.total)}
        columns={[
          {
            title: '',
            width: 56,
            render: (_, r) => (
              <Avatar shape="square" size={40} src={r.iconUrl ?? undefined}>
                {r.gameCode.slice(0, 2)}
              </Avatar>
            ),
          },
          {
            title: t('games.columns.name'),
            render: (_, r) => (
              <div>
                <div>{gameName(r.names, props.languages)}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {r.gameCode}
                </Typography.Text>
              </div>
            ),
          },
          { title: t('games.columns.vendor'), dataIndex: 'vendorCode', width: 120 },
          {
            title: t('games.columns.type'),
            dataIndex: 'gameType',
            width: 110,
            render: (g: string) => <Tag>{t(`games.types.${g}`, { defaultValue: g })}</Tag>,
          },
          { title: t('games.columns.minBet'), dataIndex: 'minBet', width: 100, align: 'right' },
          { title: t('games.columns.sort'), dataIndex: 'sort', width: 80, align: 'right' },
          ...(
            [
              ['enabled', 'games.columns.enabled'],
              ['isHot', 'games.columns.hot'],
              ['isNew', 'games.columns.new'],
            ] as const
          ).map(([key, label]) => ({
            title: t(label),
            width: 90,
            render: (_: unknown, r: GameRow) => (
              <Switch
                size="small"
                aria-label={`${t(label)} ${r.gameCode}`}
                checked={r[key]}
                disabled={!canWrite}
                onChange={toggle(r, key)}
              />
            ),
          })),
          ...(canWrite
            ? [
                {
                  title: '',
                  width: 60,
                  render: (_: unknown, r: GameRow) => (
                    <Button
                      type="text"
                      icon={<EditOutlined />}
                      aria-label={`${t('games.edit')} ${r.gameCode}`}
                      onClick={() => setEditing(r)}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <GameEditDrawer merchant={merchant} languages={props.languages} game={editing} onClose={() => setEditing(null)} />
    </Card>
  )
}
