import { ButtonLink } from '@/components/button-link';
import { Page } from '@/components/page';
import { PATHS } from '@/lib/paths';
import { SchedulingAddress } from '@/features/coaches';
import styles from './add-availability-page.module.css';

/**
 * /faqs/add-availability (spec section 2): how Koaches publish their free times. Lakbay reads
 * availability from calendar events the Koach invites the scheduling address to.
 */
export function AddAvailabilityPage() {
  return (
    <Page
      eyebrow="For Koaches"
      title="How to add your availabilities"
      intro="Kadets book you in the times you mark as free in your own calendar. Three things make an event count."
      narrow
    >
      <ol className={styles.steps}>
        <li className={styles.step}>
          <h2 className={styles.stepTitle}>Use the same e-mail address</h2>
          <p>Create the event in the calendar app of the e-mail address you use on Lakbay, so we know the time is yours.</p>
        </li>
        <li className={styles.step}>
          <h2 className={styles.stepTitle}>Invite the Lakbay scheduling address</h2>
          <p>Add Lakbay&apos;s scheduling address to the event as a guest, the way you would invite a colleague:</p>
          <SchedulingAddress />
        </li>
        <li className={styles.step}>
          <h2 className={styles.stepTitle}>Say &ldquo;coaching&rdquo; or &ldquo;session&rdquo; in the subject</h2>
          <p>
            Put the word &ldquo;coaching&rdquo; or &ldquo;session&rdquo; in the event&apos;s title, for example &ldquo;Coaching hour&rdquo;.
          </p>
        </li>
      </ol>
      <p className={styles.note}>
        <strong>Recurring events also show up.</strong> A weekly &ldquo;Coaching hour&rdquo; makes every week bookable until you end or
        change the series.
      </p>
      <ButtonLink to={PATHS.faqs} variant="outline">
        More questions? See the FAQs
      </ButtonLink>
    </Page>
  );
}
