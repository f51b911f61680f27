import { useTranslation } from 'react-i18next'
import { useMerchant } from '@/components/merchant'
import { PageHeader } from '@/components/page-header'
import { useCan } from '@/lib/permissions'
import { useMerchantLanguages } from '../api/get-merchant-languages'
import { GamesTable } from '../components/games-table'

export default function GameListScreen() {
  const { t } = useTranslation()
  const { code } = useMerchant()
  const languages = useMerchantLanguages(code)
  const canWrite = useCan('games.write')
  return (
    <>
      <PageHeader title={t('menu.games')} />
      <GamesTable key={code} merchant={code} languages={languages} canWrite={canWrite} />
    </>
  )
}
