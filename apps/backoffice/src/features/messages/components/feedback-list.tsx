import dayjs from 'dayjs'
import { Card, Flex, Image, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { feedbackImageUrl, useFeedback } from '../api/messages'

/** Members' feedback, newest first, with its images (opened large on click). */
export function FeedbackList({ merchant, memberPath }: { merchant: string; memberPath: (id: number) => string }) {
  const { t } = useTranslation()
  const feedback = useFeedback(merchant)
  return (
    <Card>
      <Table
        rowKey="id"
        size="middle"
        loading={feedback.isFetching}
        dataSource={feedback.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('messages.feedback.empty') }}
        columns={[
          {
            title: t('messages.feedback.col.at'),
            dataIndex: 'createdAt',
            width: 180,
            render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm'),
          },
          {
            title: t('messages.feedback.col.member'),
            dataIndex: 'username',
            width: 160,
            render: (_, r) => <Link to={memberPath(r.memberId)}>{r.username}</Link>,
          },
          {
            title: t('messages.feedback.col.remark'),
            dataIndex: 'remark',
            render: (v: string) => (
              <Typography.Paragraph
                style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}
                ellipsis={{ rows: 4, expandable: true }}
              >
                {v}
              </Typography.Paragraph>
            ),
          },
          {
            title: t('messages.feedback.col.images'),
            key: 'images',
            width: 280,
            render: (_, r) =>
              r.images.length === 0 ? (
                <Typography.Text type="secondary">—</Typography.Text>
              ) : (
                <Image.PreviewGroup>
                  <Flex gap={6} wrap>
                    {r.images.map((img) => (
                      <Image
                        key={img.position}
                        width={64}
                        height={64}
                        style={{ objectFit: 'cover', borderRadius: 4 }}
                        src={feedbackImageUrl(r.id, img.position)}
                        alt={t('messages.feedback.imageAlt', { position: img.position + 1 })}
                      />
                    ))}
                  </Flex>
                </Image.PreviewGroup>
              ),
          },
        ]}
      />
    </Card>
  )
}
