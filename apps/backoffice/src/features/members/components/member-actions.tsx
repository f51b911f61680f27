import { App, Button, Flex, Modal, Popconfirm, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCan } from '@/lib/permissions'
import { useResetMemberPassword, useRevokeMemberSessions, useUpdateMember } from '../api/update-member'
import { useResetTwoStep } from '../api/member-protection'
import { AdjustBalanceModal } from './adjust-balance-modal'
import { BirthDateModal } from './birth-date-modal'
import { ReasonModal } from '@/components/reason-modal'

interface ActionMember {
  id: number
  username: string
  status: 'active' | 'disabled'
  testAccount: boolean
  balance: string
  currency: string
  twoStep: boolean
  birthDate: string | null
}

/** The member's actions; those the role lacks are hidden (the server refuses them anyway). */
export function MemberActions({ merchant, member }: { merchant: string; member: ActionMember }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const canWrite = useCan('members.write')
  const canAdjust = useCan('members.adjust')
  const update = useUpdateMember(member.id)
  const reset = useResetMemberPassword(member.id)
  const revoke = useRevokeMemberSessions(member.id)
  const resetTwoStep = useResetTwoStep(member.id)
  const [adjusting, setAdjusting] = useState(false)
  const [resettingTwoStep, setResettingTwoStep] = useState(false)
  const [correctingBirthDate, setCorrectingBirthDate] = useState(false)
  const [tempPassword, setTempPassword] = useState<string | null>(null)

  if (!canWrite && !canAdjust) return null
  const disabled = member.status === 'disabled'

  return (
    <Flex wrap gap={8} style={{ marginTop: 16 }}>
      {canWrite && (
        <>
          <Popconfirm
            title={t(disabled ? 'members.actions.enableConfirm' : 'members.actions.disableConfirm')}
            onConfirm={() =>
              update.mutate(
                { status: disabled ? 'active' : 'disabled' },
                { onSuccess: () => void message.success(t('common.saved')) },
              )
            }
          >
            <Button danger={!disabled} loading={update.isPending && update.variables?.status !== undefined}>
              {t(disabled ? 'members.actions.enable' : 'members.actions.disable')}
            </Button>
          </Popconfirm>
          <Button
            loading={update.isPending && update.variables?.testAccount !== undefined}
            onClick={() =>
              update.mutate(
                { testAccount: !member.testAccount },
                { onSuccess: () => void message.success(t('common.saved')) },
              )
            }
          >
            {t(member.testAccount ? 'members.actions.unmarkTest' : 'members.actions.markTest')}
          </Button>
          <Popconfirm
            title={t('members.actions.resetConfirm')}
            onConfirm={() => reset.mutate(undefined, { onSuccess: (a) => setTempPassword(a.temporaryPassword) })}
          >
            <Button loading={reset.isPending}>{t('members.actions.resetPassword')}</Button>
          </Popconfirm>
          <Popconfirm
            title={t('members.actions.revokeConfirm')}
            onConfirm={() =>
              revoke.mutate(undefined, {
                onSuccess: (a) => void message.success(t('members.actions.revoked', { count: a.revoked })),
              })
            }
          >
            <Button loading={revoke.isPending}>{t('members.actions.revokeSessions')}</Button>
          </Popconfirm>
          <Button onClick={() => setCorrectingBirthDate(true)}>{t('members.birthDate.action')}</Button>
          {member.twoStep && (
            <Button danger onClick={() => setResettingTwoStep(true)}>
              {t('members.protection.resetTwoStep')}
            </Button>
          )}
        </>
      )}
      {canAdjust && (
        <Button type="primary" onClick={() => setAdjusting(true)}>
          {t('members.actions.adjust')}
        </Button>
      )}
      {resettingTwoStep && (
        <ReasonModal
          placeholder={t('members.protection.reasonHint')}
          title={t('members.protection.resetTwoStepTitle', { username: member.username })}
          warning={t('members.protection.resetTwoStepWarning')}
          okText={t('members.protection.resetTwoStep')}
          pending={resetTwoStep.isPending}
          error={resetTwoStep.error?.message ?? null}
          onClose={() => {
            resetTwoStep.reset()
            setResettingTwoStep(false)
          }}
          onSubmit={(reason) =>
            resetTwoStep.mutate(reason, {
              onSuccess: (a) => {
                setResettingTwoStep(false)
                void message.success(t('members.protection.resetTwoStepDone', { count: a.revoked }))
              },
            })
          }
        />
      )}
      {correctingBirthDate && <BirthDateModal member={member} onClose={() => setCorrectingBirthDate(false)} />}
      {adjusting && <AdjustBalanceModal merchant={merchant} member={member} onClose={() => setAdjusting(false)} />}
      <Modal
        open={tempPassword !== null}
        title={t('members.actions.tempPasswordTitle')}
        onCancel={() => setTempPassword(null)}
        onOk={() => setTempPassword(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText={t('common.close')}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('members.actions.tempPasswordHint')}</Typography.Paragraph>
        <Typography.Title level={3} copyable code>
          {tempPassword}
        </Typography.Title>
      </Modal>
    </Flex>
  )
}
