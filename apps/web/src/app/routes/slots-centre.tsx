import { SlotsCentre } from '@/features/games/components/slots-centre'

export default function SlotsCentreRoute() {
  return <SlotsCentre />
}
