import { StaffErrorCode } from '@parlor/contract'
import { ReportErrorCode } from '../modules/backoffice/bo-reports-service.ts'
import type { MessageTable } from './message-table.ts'

/** Texts of the back office's member, balance-adjustment and report errors. */
export const boMembersMessages: MessageTable = {
  [StaffErrorCode.sameApprover]: {
    EN: 'Another staff member must approve an adjustment you requested.',
    TY: 'Ibang staff ang dapat mag-apruba sa adjustment na hiniling mo.',
    CN: '您申请的调整须由其他员工审批。',
    TW: '您申請的調整須由其他員工審批。',
  },
  [StaffErrorCode.adjustmentState]: {
    EN: 'This adjustment has already been decided.',
    TY: 'Napagpasyahan na ang adjustment na ito.',
    CN: '该调整已处理。',
    TW: '該調整已處理。',
  },
  [StaffErrorCode.insufficientBalance]: {
    EN: "The member's balance does not cover this deduction.",
    TY: 'Hindi sapat ang balanse ng member para sa bawas na ito.',
    CN: '会员余额不足以扣除该金额。',
    TW: '會員餘額不足以扣除該金額。',
  },
  [ReportErrorCode.rangeInvalid]: {
    EN: 'Choose existing days, with the start not after the end.',
    TY: 'Pumili ng mga tunay na araw, at hindi dapat mauna ang katapusan sa simula.',
    CN: '请选择有效日期，且开始日期不得晚于结束日期。',
    TW: '請選擇有效日期，且開始日期不得晚於結束日期。',
  },
  [ReportErrorCode.rangeTooLong]: {
    EN: 'A report covers at most {max} days.',
    TY: 'Hanggang {max} araw lamang ang saklaw ng isang report.',
    CN: '报表最多涵盖 {max} 天。',
    TW: '報表最多涵蓋 {max} 天。',
  },
}
