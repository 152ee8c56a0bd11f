import { SchedulingAddress } from '@/features/coaches';
import { AddAvailabilityPage as FaqsAddAvailabilityPage } from '@/features/faqs/pages/add-availability-page';

/** /faqs/add-availability: the FAQ page with the coaches feature's scheduling address (composed here: features do not import each other). */
export function AddAvailabilityPage() {
  return <FaqsAddAvailabilityPage schedulingAddress={<SchedulingAddress />} />;
}
