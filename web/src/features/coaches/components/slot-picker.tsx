import { BOOKING_HORIZON_DAYS } from '@lakbay/contracts';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/lib/api/api-error';
import { useGetCoachAvailabilityQuery } from '../api/coaches-api';
import { useViewerTimeZone } from '../hooks/use-viewer-time-zone';
import { useZoneWords } from '../hooks/use-zone-words';
import { COACHES_NS } from '../i18n/register';
import { addDays, dayKey, dayParts, daysBetween, groupByDay, sameWallClock, slotLabel, startOfDay, zoneCity } from '../lib/zoned-time';
import styles from './slot-picker.module.css';

export interface SlotPickerProps {
  coachSlug: string;
  trainingSlug: string;
  /** The booking being moved, when rescheduling: its own duration and buffers, as booked. */
  bookingId?: string;
  /** The chosen start (UTC ISO), or null. */
  value: string | null;
  onChange: (start: string) => void;
}

const WEEK = 7;

/**
 * A week strip of days (in the viewer's zone) with the coach's bookable starts for a training, as
 * buttons showing the viewer's time and the coach's beside it. Each mount asks for fresh slots.
 */
export function SlotPicker({ coachSlug, trainingSlug, bookingId, value, onChange }: SlotPickerProps) {
  const { t } = useTranslation(COACHES_NS);
  const words = useZoneWords();
  // The zone and today are read once per mount: a picker left open over midnight keeps its week.
  const viewerZone = useViewerTimeZone();
  const [zone] = useState(viewerZone);
  const [today] = useState(() => dayKey(new Date(), zone));
  const lastDay = addDays(today, BOOKING_HORIZON_DAYS);
  const [weekStart, setWeekStart] = useState(() => {
    if (!value) {
      return today;
    }
    const offset = Math.max(0, daysBetween(today, dayKey(value, zone)));
    return addDays(today, Math.floor(offset / WEEK) * WEEK);
  });
  const [chosenDay, setChosenDay] = useState<string | null>(() => (value ? dayKey(value, zone) : null));

  const days = Array.from({ length: WEEK }, (_, index) => addDays(weekStart, index));
  const { currentData, isError, error, refetch, isFetching } = useGetCoachAvailabilityQuery(
    {
      slug: coachSlug,
      training: trainingSlug,
      ...(bookingId ? { booking: bookingId } : {}),
      from: startOfDay(weekStart, zone),
      to: startOfDay(addDays(weekStart, WEEK), zone),
    },
    { refetchOnMountOrArgChange: true },
  );
  const byDay = new Map((currentData ? groupByDay(currentData.slots, zone) : []).map((group) => [group.day, group.items]));
  const firstOpen = days.find((day) => byDay.has(day)) ?? null;
  const day = chosenDay && byDay.has(chosenDay) ? chosenDay : firstOpen;
  const coachZone = currentData?.timeZone ?? zone;
  // The note promises the coach's time in brackets only when a shown time carries it: a coach in
  // another zone with the same wall clock (Singapore for a Manila viewer) gets plain times.
  const shown = day ? (byDay.get(day) ?? []) : [];
  const coachTimesShown = shown.some((slot) => !sameWallClock(slot.start, zone, coachZone));

  const moveWeek = (weeks: number) => {
    setWeekStart((current) => addDays(current, weeks * WEEK));
    setChosenDay(null);
  };

  let slots;
  if (isError) {
    slots = (
      <div className={styles.message} role="alert">
        <p>{describeApiError(error).message}</p>
        <Button onClick={() => void refetch()}>{t('slots.tryAgain')}</Button>
      </div>
    );
  } else if (!currentData) {
    slots = (
      <div role="status" aria-label={t('slots.loading')} className={styles.loading}>
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>
    );
  } else if (!day) {
    slots = (
      <div className={styles.message}>
        <p>{t('slots.noneBetween', { from: dayParts(days[0]).long, to: dayParts(days[WEEK - 1]).long })}</p>
        {addDays(weekStart, WEEK) <= lastDay && <Button onClick={() => moveWeek(1)}>{t('slots.nextWeek')}</Button>}
      </div>
    );
  } else {
    slots = (
      <fieldset className={styles.slotGroup}>
        <legend className={styles.slotLegend}>{t('slots.openOn', { day: dayParts(day).long })}</legend>
        <ul className={styles.slots}>
          {(byDay.get(day) ?? []).map((slot) => (
            <li key={slot.start}>
              <button
                type="button"
                className={styles.slot}
                aria-pressed={slot.start === value}
                onClick={() => onChange(new Date(slot.start).toISOString())}
              >
                {slotLabel(slot.start, zone, coachZone, words)}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
    );
  }

  return (
    <div className={styles.picker}>
      <div className={styles.weekBar}>
        <Button onClick={() => moveWeek(-1)} disabled={weekStart <= today} aria-label={t('slots.previous')}>
          ‹
        </Button>
        <p className={styles.weekLabel}>
          {dayParts(days[0]).month} {dayParts(days[0]).day} – {dayParts(days[WEEK - 1]).month} {dayParts(days[WEEK - 1]).day}
        </p>
        <Button onClick={() => moveWeek(1)} disabled={addDays(weekStart, WEEK) > lastDay} aria-label={t('slots.next')}>
          ›
        </Button>
      </div>
      <ul className={styles.days} aria-label={t('slots.days')} aria-busy={isFetching || undefined}>
        {days.map((key) => {
          const parts = dayParts(key);
          const count = byDay.get(key)?.length ?? 0;
          return (
            <li key={key}>
              <button
                type="button"
                className={styles.day}
                disabled={count === 0}
                aria-pressed={key === day}
                onClick={() => setChosenDay(key)}
              >
                {/* The name is the whole day in words, as text rather than an aria-label, so no shorter visible label contradicts it. */}
                <span className={styles.visuallyHidden}>
                  {count === 0 ? t('slots.dayNone', { day: parts.long }) : t('slots.dayCount', { day: parts.long, count })}
                </span>
                <span className={styles.weekday} aria-hidden="true">
                  {parts.weekday}
                </span>
                <span className={styles.dayNumber} aria-hidden="true">
                  {parts.day}
                </span>
                <span className={styles.dayCount} aria-hidden="true">
                  {currentData ? (count === 0 ? '–' : count) : ' '}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {slots}
      <p className={styles.zoneNote}>
        {t('slots.zone', { city: zoneCity(zone) })}
        {coachTimesShown ? t('slots.coachZone', { city: zoneCity(coachZone) }) : ''}.
      </p>
    </div>
  );
}
