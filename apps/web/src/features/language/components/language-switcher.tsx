import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '@parlor/contract'
import { GlobalOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyActionSheet } from '@/components/ui/lazy-action-sheet'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { changeLanguage, currentLanguage } from '@/lib/i18n'
import './language-switcher.css'

/** Header language picker; offers only the merchant's supported languages, in native names. */
export function LanguageSwitcher() {
  const { t } = useTranslation()
  const { supportLanguages } = useMerchantInfo()
  const [open, setOpen] = useState(false)
  const current = currentLanguage()

  if (supportLanguages.length < 2) return null

  return (
    <>
      <button
        type="button"
        className="language-switcher"
        aria-label={t('shell.language')}
        onClick={() => setOpen(true)}
      >
        <GlobalOutline aria-hidden="true" />
      </button>
      <LazyActionSheet
        visible={open}
        popupClassName="language-sheet"
        extra={t('shell.chooseLanguage')}
        cancelText={t('common.cancel')}
        actions={supportLanguages.map((code) => ({
          key: code,
          text: <span lang={LANGUAGE_TAGS[code]}>{LANGUAGE_NAMES[code]}</span>,
          bold: code === current,
        }))}
        onAction={(_action, index) => {
          const chosen = supportLanguages[index]
          if (chosen && chosen !== current) void changeLanguage(chosen)
          setOpen(false)
        }}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
