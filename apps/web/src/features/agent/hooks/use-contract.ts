import type { ContractKind, ProcessContract } from '@parlor/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/storage'
import { getDailySalaryContractQueryOptions } from '../api/get-daily-salary-contract'
import { getDividendContractQueryOptions } from '../api/get-dividend-contract'
import { getHourSalaryContractQueryOptions } from '../api/get-hour-salary-contract'
import { processDailySalaryContract } from '../api/process-daily-salary-contract'
import { processDividendContract } from '../api/process-dividend-contract'
import { processHourSalaryContract } from '../api/process-hour-salary-contract'
import { agentKeys } from '../api/agent-keys'

/** Each contract kind's detail call, decision call and screen (storefront §4 Contract requests). */
export const CONTRACT_CALLS = {
  dailySalary: {
    options: getDailySalaryContractQueryOptions,
    process: processDailySalaryContract,
    path: paths.salaryContract.path,
  },
  dividend: {
    options: getDividendContractQueryOptions,
    process: processDividendContract,
    path: paths.dividendContract.path,
  },
  hourlySalary: {
    options: getHourSalaryContractQueryOptions,
    process: processHourSalaryContract,
    path: paths.hourContract.path,
  },
} as const satisfies Record<ContractKind, unknown>

export function useContract(kind: ContractKind) {
  const token = useSession()?.token ?? ''
  return useQuery({ ...CONTRACT_CALLS[kind].options(token), enabled: token !== '' })
}

export function useProcessContract(kind: ContractKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ProcessContract) => CONTRACT_CALLS[kind].process(body),
    // The offer, the contract in force and the pending flags all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  })
}
