import { type Language, LANGUAGE_NAMES, LANGUAGE_TAGS } from '@parlor/contract'
import { CheckOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyActionSheet } from '@/components/ui/lazy-on-open'
import { useMerchantInfo } from '@/lib/merchant/use-merchant-info'
import { changeLanguage, currentLanguage } from '@/lib/i18n'
import { LANGUAGE_FLAGS } from '../flags'
import './language-switcher.css'

// antd-mobile renders each action as <a role="option"> and passes no attributes per action, so
// the chosen language marks its own option from inside the row.
const markSelected = (selected: boolean) => (el: HTMLElement | null) => {
  el?.closest('[role="option"]')?.setAttribute('aria-selected', String(selected))
}

function LanguageRow({ code, selected }: { code: Language; selected: boolean }) {
  return (
    <span className="language-option" ref={markSelected(selected)}>
      {/* The rows mount when the sheet first opens, so no flag loads before that. */}
      <img className="language-flag" src={LANGUAGE_FLAGS[code]} width={24} height={24} alt="" loading="lazy" />
      <span className="language-option__name" lang={LANGUAGE_TAGS[code]}>
        {LANGUAGE_NAMES[code]}
      </span>
      {selected && <CheckOutline className="language-option__check" aria-hidden="true" />}
    </span>
  )
}

/**
 * Header language picker: the current language's flag opens a sheet of the merchant's supported
 * languages, each with its flag and native name.
 */
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
        <img className="language-flag" src={LANGUAGE_FLAGS[current]} width={22} height={22} alt="" />
      </button>
      <LazyActionSheet
        visible={open}
        popupClassName="language-sheet"
        extra={t('shell.chooseLanguage')}
        cancelText={t('common.cancel')}
        actions={supportLanguages.map((code) => ({
          key: code,
          text: <LanguageRow code={code} selected={code === current} />,
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
