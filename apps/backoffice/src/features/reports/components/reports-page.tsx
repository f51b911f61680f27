import { DownloadOutlined } from '@ant-design/icons'
import { Button, Card, DatePicker, Empty, Flex, Segmented, Statistic, Table, Tabs } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import dayjs, { type Dayjs } from 'dayjs'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { downloadCsv } from '@/lib/csv'
import { formatMoney } from '@/lib/money'
import {
  type GgrBy,
  type ReportRange,
  useAgentsReport,
  useCashierReport,
  useGgrReport,
  usePlayersReport,
} from '../api/get-reports'
import {
  agentsColumns,
  cashierByDay,
  cashierColumns,
  csvRows,
  ggrColumns,
  playersColumns,
  type ReportColumn,
} from './report-rows'

const TABS = ['ggr', 'cashier', 'players', 'agents'] as const
type Tab = (typeof TABS)[number]
const DAY = /^\d{4}-\d{2}-\d{2}$/
const COLORS = { a: '#1677ff', b: '#fa8c16', c: '#52c41a' }

/** The default range: the last seven days, today included. */
export function defaultRange(today: Dayjs = dayjs()) {
  return { from: today.subtract(6, 'day').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD') }
}

const amount = (v: string) => Number(v)

/**
 * Reports: GGR, cashier, players and agents over a date range (last 7 days by default), each a
 * chart over a table; the CSV export holds exactly the table's rows. Tab, range and grouping live
 * in the URL.
 */
export function ReportsPage({ merchant, currency }: { merchant: string; currency: string }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'ggr'
  const fallback = defaultRange()
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : fallback.from
  const to = DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : fallback.to
  const by: GgrBy = (['day', 'vendor', 'game'] as const).find((b) => b === params.get('by')) ?? 'day'
  const range: ReportRange = { merchant, from, to }

  const update = (next: Record<string, string | null>) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev)
      for (const [k, v] of Object.entries(next)) {
        if (v === null) p.delete(k)
        else p.set(k, v)
      }
      return p
    })

  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(k) => update({ tab: k === 'ggr' ? null : k })}
        destroyOnHidden
        tabBarExtraContent={
          <DatePicker.RangePicker
            allowClear={false}
            value={[dayjs(from), dayjs(to)]}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            onChange={(v) => {
              if (v?.[0] && v[1]) update({ from: v[0].format('YYYY-MM-DD'), to: v[1].format('YYYY-MM-DD') })
            }}
          />
        }
        items={[
          {
            key: 'ggr',
            label: t('reports.tabs.ggr'),
            children: (
              <GgrTab range={range} by={by} currency={currency} onBy={(b) => update({ by: b === 'day' ? null : b })} />
            ),
          },
          {
            key: 'cashier',
            label: t('reports.tabs.cashier'),
            children: <CashierTab range={range} currency={currency} />,
          },
          { key: 'players', label: t('reports.tabs.players'), children: <PlayersTab range={range} /> },
          { key: 'agents', label: t('reports.tabs.agents'), children: <AgentsTab range={range} currency={currency} /> },
        ]}
      />
    </Card>
  )
}

/** A report's table and export button, both from the same columns and rows. */
function ReportTable<R extends object>({
  name,
  range,
  columns,
  rows,
  loading,
  currency,
  toolbar,
  chart,
}: {
  name: string
  range: ReportRange
  columns: ReportColumn<R>[]
  rows: readonly R[]
  loading: boolean
  currency?: string
  toolbar?: ReactNode
  chart: ReactNode
}) {
  const { t } = useTranslation()
  const tableColumns: ColumnsType<R> = columns.map((c) => ({
    key: c.key,
    title: t(c.title),
    align: c.numeric ? 'right' : 'left',
    render: (_: unknown, r: R) => {
      const v = c.value(r)
      return typeof v === 'string' && c.numeric && currency ? formatMoney(v, currency) : v
    },
  }))
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <div>{toolbar}</div>
        <Button
          icon={<DownloadOutlined />}
          disabled={rows.length === 0}
          onClick={() =>
            downloadCsv(`${name}-${range.merchant}-${range.from}-${range.to}.csv`, csvRows(columns, rows, t))
          }
        >
          {t('reports.exportCsv')}
        </Button>
      </Flex>
      {rows.length > 0 ? <div style={{ width: '100%', height: 300 }}>{chart}</div> : null}
      <Table<R>
        rowKey={(r) =>
          columns
            .map((c) => String(c.value(r)))
            .slice(0, 2)
            .join('|')
        }
        size="small"
        columns={tableColumns}
        dataSource={rows as R[]}
        loading={loading}
        pagination={false}
        scroll={{ y: 420 }}
        locale={{ emptyText: <Empty description={t('reports.empty')} /> }}
      />
    </Flex>
  )
}

function GgrTab({
  range,
  by,
  currency,
  onBy,
}: {
  range: ReportRange
  by: GgrBy
  currency: string
  onBy: (b: GgrBy) => void
}) {
  const { t } = useTranslation()
  const report = useGgrReport(range, by)
  const rows = report.data?.rows ?? []
  const total = report.data?.total
  const chartRows = rows.map((r) => ({
    label: r.label,
    bets: amount(r.bets),
    wins: amount(r.wins),
    ggr: amount(r.ggr),
  }))
  return (
    <Flex vertical gap={16}>
      {total && (
        <Flex gap={48}>
          <Statistic title={t('reports.col.rounds')} value={total.rounds} />
          <Statistic title={t('reports.col.bets')} value={formatMoney(total.bets, currency)} />
          <Statistic title={t('reports.col.wins')} value={formatMoney(total.wins, currency)} />
          <Statistic title={t('reports.col.ggr')} value={formatMoney(total.ggr, currency)} />
        </Flex>
      )}
      <ReportTable
        name={`ggr-by-${by}`}
        range={range}
        columns={ggrColumns(by)}
        rows={rows}
        loading={report.isFetching}
        currency={currency}
        toolbar={
          <Segmented<GgrBy>
            value={by}
            onChange={onBy}
            options={(['day', 'vendor', 'game'] as const).map((b) => ({ value: b, label: t(`reports.by.${b}`) }))}
          />
        }
        chart={
          <ResponsiveContainer>
            {by === 'day' ? (
              <ComposedChart data={chartRows}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="label" />
                <YAxis />
                <Tooltip />
                <Legend />
                <Bar dataKey="bets" name={t('reports.col.bets')} fill={COLORS.a} isAnimationActive={false} />
                <Bar dataKey="wins" name={t('reports.col.wins')} fill={COLORS.b} isAnimationActive={false} />
                <Line
                  dataKey="ggr"
                  name={t('reports.col.ggr')}
                  stroke={COLORS.c}
                  strokeWidth={2}
                  isAnimationActive={false}
                />
              </ComposedChart>
            ) : (
              <BarChart data={chartRows.slice(0, 30)}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="label" />
                <YAxis />
                <Tooltip />
                <Legend />
                <Bar dataKey="bets" name={t('reports.col.bets')} fill={COLORS.a} isAnimationActive={false} />
                <Bar dataKey="ggr" name={t('reports.col.ggr')} fill={COLORS.c} isAnimationActive={false} />
              </BarChart>
            )}
          </ResponsiveContainer>
        }
      />
    </Flex>
  )
}

function CashierTab({ range, currency }: { range: ReportRange; currency: string }) {
  const { t } = useTranslation()
  const report = useCashierReport(range)
  const rows = report.data?.rows ?? []
  return (
    <ReportTable
      name="cashier"
      range={range}
      columns={cashierColumns}
      rows={rows}
      loading={report.isFetching}
      currency={currency}
      chart={
        <ResponsiveContainer>
          <BarChart data={cashierByDay(rows)}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis />
            <Tooltip />
            <Legend />
            <Bar dataKey="deposits" name={t('reports.col.depositAmount')} fill={COLORS.c} isAnimationActive={false} />
            <Bar
              dataKey="withdrawals"
              name={t('reports.col.withdrawalAmount')}
              fill={COLORS.b}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  )
}

function PlayersTab({ range }: { range: ReportRange }) {
  const { t } = useTranslation()
  const report = usePlayersReport(range)
  const rows = report.data?.rows ?? []
  return (
    <ReportTable
      name="players"
      range={range}
      columns={playersColumns}
      rows={rows}
      loading={report.isFetching}
      chart={
        <ResponsiveContainer>
          <LineChart data={[...rows]}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Line dataKey="newPlayers" name={t('reports.col.newPlayers')} stroke={COLORS.a} isAnimationActive={false} />
            <Line
              dataKey="activePlayers"
              name={t('reports.col.activePlayers')}
              stroke={COLORS.c}
              isAnimationActive={false}
            />
            <Line
              dataKey="depositingPlayers"
              name={t('reports.col.depositingPlayers')}
              stroke={COLORS.b}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      }
    />
  )
}

function AgentsTab({ range, currency }: { range: ReportRange; currency: string }) {
  const { t } = useTranslation()
  const report = useAgentsReport(range)
  const rows = report.data?.rows ?? []
  const chartRows = rows.slice(0, 20).map((r) => ({ agent: r.agent, bets: amount(r.bets), ggr: amount(r.ggr) }))
  return (
    <ReportTable
      name="agents"
      range={range}
      columns={agentsColumns}
      rows={rows}
      loading={report.isFetching}
      currency={currency}
      chart={
        <ResponsiveContainer>
          <BarChart data={chartRows}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="agent" />
            <YAxis />
            <Tooltip />
            <Legend />
            <Bar dataKey="bets" name={t('reports.col.bets')} fill={COLORS.a} isAnimationActive={false} />
            <Bar dataKey="ggr" name={t('reports.col.ggr')} fill={COLORS.c} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  )
}
