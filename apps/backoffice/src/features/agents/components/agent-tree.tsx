import dayjs from 'dayjs'
import type { boAgentNodeSchema } from '@parlor/contract'
import { Card, Col, Flex, Empty, Input, Row, Skeleton, Statistic, Table, Tag, Tree, Typography } from 'antd'
import type { DataNode, EventDataNode } from 'antd/es/tree'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { formatMoney } from '@/lib/money'
import { fetchAgentChildren, useTopAgents } from '../api/get-agents'

type AgentNode = z.infer<typeof boAgentNodeSchema>
interface AgentTreeNode extends DataNode {
  key: string
  agent: AgentNode
  children?: AgentTreeNode[]
}

const toNode = (a: AgentNode): AgentTreeNode => ({
  key: String(a.memberId),
  title: a.username,
  agent: a,
  // Only members with a downline can be opened.
  isLeaf: a.directMembers === 0,
})

function withChildren(nodes: AgentTreeNode[], key: string, children: AgentTreeNode[]): AgentTreeNode[] {
  return nodes.map((n) =>
    n.key === key ? { ...n, children } : n.children ? { ...n, children: withChildren(n.children, key, children) } : n,
  )
}

/**
 * The agent tree of a merchant: top-level agents first, each branch loaded when opened. Selecting
 * an agent shows the team's figures and the contracts offered to and accepted by the agent.
 */
export function AgentTree({ merchant, currency }: { merchant: string; currency: string }) {
  const { t } = useTranslation()
  const qc = useQueryClient()
  const top = useTopAgents(merchant)
  const [nodes, setNodes] = useState<AgentTreeNode[]>([])
  const [selected, setSelected] = useState<AgentNode | null>(null)
  const [filter, setFilter] = useState('')

  useEffect(() => {
    setNodes((top.data ?? []).map(toNode))
    setSelected(null)
  }, [top.data])

  const loadData = async (node: EventDataNode<AgentTreeNode>) => {
    if (node.children) return
    const children = await fetchAgentChildren(qc, merchant, node.agent.memberId)
    setNodes((prev) => withChildren(prev, node.key, children.map(toNode)))
  }

  const titleOf = useMemo(
    () => (n: AgentTreeNode) => (
      <span>
        {n.agent.username}{' '}
        <Typography.Text type="secondary">
          {t('agents.nodeSummary', { direct: n.agent.directMembers, team: n.agent.teamMembers })}
        </Typography.Text>
      </span>
    ),
    [t],
  )
  const shown = filter ? nodes.filter((n) => n.agent.username.includes(filter.trim().toLowerCase())) : nodes

  return (
    <Row gutter={16} align="top">
      <Col xs={24} xl={10}>
        <Card title={t('agents.treeTitle')}>
          <Input.Search
            allowClear
            placeholder={t('agents.filter')}
            onChange={(e) => setFilter(e.target.value)}
            style={{ marginBottom: 12 }}
          />
          {top.isPending ? (
            <Skeleton active />
          ) : shown.length === 0 ? (
            <Empty description={t('agents.empty')} />
          ) : (
            <Tree<AgentTreeNode>
              showLine
              blockNode
              treeData={shown}
              titleRender={titleOf}
              loadData={loadData}
              selectedKeys={selected ? [String(selected.memberId)] : []}
              onSelect={(_, info) => setSelected(info.selected ? info.node.agent : null)}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        {selected ? (
          <AgentFigures agent={selected} currency={currency} />
        ) : (
          <Card>
            <Empty description={t('agents.select')} />
          </Card>
        )}
      </Col>
    </Row>
  )
}

interface Tier {
  minTurnover?: unknown
  minActiveMembers?: unknown
  reward?: unknown
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T/

/**
 * A contract's terms as a reader sees them: one line per tier (the reward as a percentage of the
 * team's loss when the unit says so), then the other terms as `name: value`, empty ones left out.
 */
export function termsLines(terms: Record<string, unknown>, t: (k: string, o?: Record<string, unknown>) => string) {
  const percent = terms.rewardUnit === 'percent'
  const lines: string[] = []
  for (const [k, v] of Object.entries(terms)) {
    if (v === null || v === undefined || v === '' || k === 'rewardUnit') continue
    if (k === 'tiers' && Array.isArray(v)) {
      for (const tier of v as Tier[])
        lines.push(
          t('agents.tier', {
            turnover: String(tier.minTurnover ?? 0),
            active: String(tier.minActiveMembers ?? 0),
            reward: `${String(tier.reward ?? 0)}${percent ? '%' : ''}`,
          }),
        )
    } else if (typeof v === 'string' && ISO_TIME.test(v)) lines.push(`${k}: ${dayjs(v).format('YYYY-MM-DD HH:mm')}`)
    else lines.push(`${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
  }
  return lines
}

function AgentFigures({ agent, currency }: { agent: AgentNode; currency: string }) {
  const { t } = useTranslation()
  return (
    <Card title={agent.username} extra={<Tag>{t('agents.level', { level: agent.level })}</Tag>}>
      <Row gutter={16}>
        <Col span={6}>
          <Statistic title={t('agents.directMembers')} value={agent.directMembers} />
        </Col>
        <Col span={6}>
          <Statistic title={t('agents.teamMembers')} value={agent.teamMembers} />
        </Col>
        <Col span={6}>
          <Statistic title={t('agents.teamDeposits')} value={formatMoney(agent.teamDeposits, currency)} />
        </Col>
        <Col span={6}>
          <Statistic title={t('agents.teamBets')} value={formatMoney(agent.teamBets, currency)} />
        </Col>
      </Row>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('agents.contracts')}
      </Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey={(c) => `${c.kind}-${c.state}`}
        dataSource={agent.contracts}
        locale={{ emptyText: t('agents.noContracts') }}
        columns={[
          {
            title: t('agents.col.kind'),
            dataIndex: 'kind',
            render: (k: string) => t(`agents.kind.${k}`, { defaultValue: k }),
          },
          {
            title: t('agents.col.state'),
            dataIndex: 'state',
            render: (s: string) => (
              <Tag color={s === 'accepted' ? 'green' : s === 'pending' ? 'gold' : 'default'}>
                {t(`agents.state.${s}`, { defaultValue: s })}
              </Tag>
            ),
          },
          {
            title: t('agents.col.terms'),
            dataIndex: 'terms',
            render: (terms: Record<string, unknown>) => (
              <Flex vertical>
                {termsLines(terms, t).map((l) => (
                  <span key={l}>{l}</span>
                ))}
              </Flex>
            ),
          },
        ]}
      />
    </Card>
  )
}
