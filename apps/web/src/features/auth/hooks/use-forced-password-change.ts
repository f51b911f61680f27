import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useMustChangePassword } from '@/lib/storage'

/**
 * A session whose login answer asked for a new password (first login, expired password, or the
 * default 123456) may only be on /m/changePsw; any other screen sends it there (wire-contract §3.3).
 */
export function useForcedPasswordChange() {
  const mustChange = useMustChangePassword()
  const { pathname } = useLocation()
  const navigate = useNavigate()

  useEffect(() => {
    if (mustChange && pathname !== paths.changePsw.path) navigate(paths.changePsw.path, { replace: true })
  }, [mustChange, pathname, navigate])
}
