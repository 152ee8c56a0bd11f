import type { Language, SendMailJob } from '@lakbay/contracts';
import { type Localized, formatInstant, plainMail } from '@lakbay/platform';
import { readableDay } from '../rules/dates';

/** Whom an e-mail goes to: a member (the name and address they joined with) in their language. */
export interface Reader {
  email: string;
  name: string;
  language: Language;
}

/** What the e-mails say about a challenge. */
export interface ChallengeNames {
  title: string;
  partnerName: string;
}

type Lines = { subject: string; lines: string[] };

interface ApprenticeshipTexts {
  applicationReceived: (c: ChallengeNames, invited: string[], dashboard: string) => Lines;
  invite: (inviter: string, c: ChallengeNames, link: string, expires: string) => Lines;
  memberJoined: (member: string, c: ChallengeNames) => Lines;
  inviteDeclined: (email: string, c: ChallengeNames) => Lines;
  yourGroup: string;
  applicationDecision: (approved: boolean, c: ChallengeNames, dashboard: string) => Lines;
  submissionReview: (
    review: { accepted: boolean; week: number; attempt: number; feedback: string | null },
    c: ChallengeNames,
    todos: string,
  ) => Lines;
  certificate: (c: ChallengeNames, merit: string, url: string, code: string) => Lines;
  weekOpened: (c: ChallengeNames, w: WeekNames, link: string) => Lines;
  weekDue: (c: ChallengeNames, w: WeekNames, link: string) => Lines;
}

/** What the week e-mails say about a week; dueDate is a Manila day, YYYY-MM-DD. */
export interface WeekNames {
  number: number;
  title: string;
  dueDate: string;
}

const TEXTS: Localized<ApprenticeshipTexts> = {
  en: {
    applicationReceived: (c, invited, dashboard) => ({
      subject: `We received your application to ${c.title}`,
      lines: [
        `Thank you for applying to the Virtual Apprenticeship challenge "${c.title}" with ${c.partnerName}.`,
        ...(invited.length > 0 ? [`We e-mailed your invites to ${invited.join(', ')}.`] : []),
        'Our team reviews every application; we will e-mail you once it is decided.',
        `Your dashboard: ${dashboard}`,
      ],
    }),
    invite: (inviter, c, link, expires) => ({
      subject: `${inviter} invited you to join their group in ${c.title}`,
      lines: [
        `${inviter} invited you to join their group in the Virtual Apprenticeship challenge "${c.title}" with ${c.partnerName}.`,
        '',
        `Answer the invite here: ${link}`,
        'No Lakbay account yet? The link lets you sign up first, then brings you back to the invite.',
        '',
        `The invite expires on ${expires}.`,
      ],
    }),
    memberJoined: (member, c) => ({
      subject: `${member} joined your group in ${c.title}`,
      lines: [`${member} accepted your invite and joined your group in "${c.title}".`],
    }),
    inviteDeclined: (email, c) => ({
      subject: `${email} declined your invite in ${c.title}`,
      lines: [
        `${email} declined your invite to join your group in "${c.title}".`,
        'You can invite someone else from the manage tab of your dashboard.',
      ],
    }),
    yourGroup: 'Your group',
    applicationDecision: (approved, c, dashboard) =>
      approved
        ? {
            subject: `You're in: ${c.title}`,
            lines: [
              `Your application to the Virtual Apprenticeship challenge "${c.title}" with ${c.partnerName} is approved. Welcome aboard!`,
              `Your dashboard and the weekly briefs: ${dashboard}`,
            ],
          }
        : {
            subject: `Your application to ${c.title}`,
            lines: [
              `Thank you for applying to "${c.title}". We are sorry: this time your application was not accepted.`,
              'Other challenges open through the year; we hope to see you there.',
            ],
          },
    submissionReview: ({ accepted, week, attempt, feedback }, c, todos) => ({
      subject: accepted ? `Week ${week} accepted: ${c.title}` : `Week ${week} needs an update: ${c.title}`,
      lines: [
        accepted
          ? `Your group's week ${week} submission (attempt ${attempt}) was accepted. Well done!`
          : `Your group's week ${week} submission (attempt ${attempt}) needs an update before it can be accepted.`,
        ...(feedback ? ['', `Feedback from the reviewer: ${feedback}`] : []),
        '',
        `Your to-dos: ${todos}`,
      ],
    }),
    certificate: (c, merit, url, code) => ({
      subject: `Your certificate: ${c.title}`,
      lines: [
        `Congratulations! You completed the Virtual Apprenticeship challenge "${c.title}" with ${c.partnerName}, with the merit "${merit}".`,
        '',
        `Your certificate, which anyone can verify: ${url}`,
        `Verification code: ${code}`,
      ],
    }),
    weekOpened: (c, w, link) => ({
      subject: `Week ${w.number} is open: ${c.title}`,
      lines: [
        `Week ${w.number} of "${c.title}", "${w.title}", is open: your group can hand it in now.`,
        `It is due on ${readableDay(w.dueDate)} (end of the day, Philippine time).`,
        '',
        `The brief and what to hand in: ${link}`,
      ],
    }),
    weekDue: (c, w, link) => ({
      subject: `Week ${w.number} is due tomorrow: ${c.title}`,
      lines: [
        `A reminder: week ${w.number} of "${c.title}", "${w.title}", is due tomorrow, ${readableDay(w.dueDate)} (end of the day, Philippine time).`,
        'Your group has not handed it in yet, or it needs an update.',
        '',
        `Your to-dos: ${link}`,
      ],
    }),
  },
  fil: {
    applicationReceived: (c, invited, dashboard) => ({
      subject: `Natanggap namin ang application mo sa ${c.title}`,
      lines: [
        `Salamat sa pag-apply sa Virtual Apprenticeship challenge na "${c.title}" kasama ang ${c.partnerName}.`,
        ...(invited.length > 0 ? [`Naipadala na namin sa e-mail ang mga invite mo kina ${invited.join(', ')}.`] : []),
        'Sinusuri ng aming team ang bawat application; ie-email ka namin kapag may desisyon na.',
        `Ang iyong dashboard: ${dashboard}`,
      ],
    }),
    invite: (inviter, c, link, expires) => ({
      subject: `Inimbitahan ka ni ${inviter} na sumali sa grupo niya sa ${c.title}`,
      lines: [
        `Inimbitahan ka ni ${inviter} na sumali sa grupo niya sa Virtual Apprenticeship challenge na "${c.title}" kasama ang ${c.partnerName}.`,
        '',
        `Sagutin ang invite dito: ${link}`,
        'Wala ka pang Lakbay account? Sa link na ito, makakapag-sign up ka muna, tapos ibabalik ka nito sa invite.',
        '',
        `Mag-e-expire ang invite sa ${expires}.`,
      ],
    }),
    memberJoined: (member, c) => ({
      subject: `Sumali si ${member} sa grupo mo sa ${c.title}`,
      lines: [`Tinanggap ni ${member} ang invite mo at sumali na siya sa grupo mo sa "${c.title}".`],
    }),
    inviteDeclined: (email, c) => ({
      subject: `Tinanggihan ni ${email} ang invite mo sa ${c.title}`,
      lines: [
        `Tinanggihan ni ${email} ang invite mo na sumali sa grupo mo sa "${c.title}".`,
        'Puwede kang mag-imbita ng iba mula sa manage tab ng iyong dashboard.',
      ],
    }),
    yourGroup: 'Ang iyong grupo',
    applicationDecision: (approved, c, dashboard) =>
      approved
        ? {
            subject: `Pasok ka na: ${c.title}`,
            lines: [
              `Aprubado na ang application mo sa Virtual Apprenticeship challenge na "${c.title}" kasama ang ${c.partnerName}. Maligayang pagsali!`,
              `Ang iyong dashboard at ang mga lingguhang brief: ${dashboard}`,
            ],
          }
        : {
            subject: `Ang application mo sa ${c.title}`,
            lines: [
              `Salamat sa pag-apply sa "${c.title}". Paumanhin: hindi natanggap ang application mo ngayong pagkakataon.`,
              'May iba pang challenge na bukas sa buong taon; sana makita ka namin doon.',
            ],
          },
    submissionReview: ({ accepted, week, attempt, feedback }, c, todos) => ({
      subject: accepted ? `Tinanggap ang week ${week}: ${c.title}` : `Kailangang i-update ang week ${week}: ${c.title}`,
      lines: [
        accepted
          ? `Tinanggap ang submission ng grupo mo para sa week ${week} (attempt ${attempt}). Magaling!`
          : `Kailangan munang i-update ang submission ng grupo mo para sa week ${week} (attempt ${attempt}) bago ito matanggap.`,
        ...(feedback ? ['', `Feedback mula sa reviewer: ${feedback}`] : []),
        '',
        `Ang iyong mga to-do: ${todos}`,
      ],
    }),
    certificate: (c, merit, url, code) => ({
      subject: `Ang iyong certificate: ${c.title}`,
      lines: [
        `Binabati kita! Natapos mo ang Virtual Apprenticeship challenge na "${c.title}" kasama ang ${c.partnerName}, na may merit na "${merit}".`,
        '',
        `Ang iyong certificate, na puwedeng i-verify ng kahit sino: ${url}`,
        `Verification code: ${code}`,
      ],
    }),
    weekOpened: (c, w, link) => ({
      subject: `Bukas na ang week ${w.number}: ${c.title}`,
      lines: [
        `Bukas na ang week ${w.number} ng "${c.title}", ang "${w.title}": puwede na itong i-hand in ng grupo mo.`,
        `Ang due date nito ay ${readableDay(w.dueDate, 'fil')} (hanggang matapos ang araw, oras sa Pilipinas).`,
        '',
        `Ang brief at ang ihahand-in: ${link}`,
      ],
    }),
    weekDue: (c, w, link) => ({
      subject: `Due bukas ang week ${w.number}: ${c.title}`,
      lines: [
        `Paalala: due bukas, ${readableDay(w.dueDate, 'fil')}, ang week ${w.number} ng "${c.title}", ang "${w.title}" (hanggang matapos ang araw, oras sa Pilipinas).`,
        'Hindi pa ito naha-hand in ng grupo mo, o kailangan pa itong i-update.',
        '',
        `Ang iyong mga to-do: ${link}`,
      ],
    }),
  },
};

const send = (reader: Reader, { subject, lines }: Lines): SendMailJob =>
  plainMail(reader.email, subject, reader.name, lines, reader.language);

/** To the applicant: the application is in, with the invites it sent. */
export function applicationReceivedMail(reader: Reader, challenge: ChallengeNames, invited: string[], dashboard: string): SendMailJob {
  return send(reader, TEXTS[reader.language].applicationReceived(challenge, invited, dashboard));
}

/**
 * An invite to an e-mail address, which may have no account yet: written in the inviter's
 * language and time zone (they chose whom to invite; the invitee's are not known), the zone named:
 * "Dec 2, 2026, 9:00 AM (Asia/Manila)".
 */
export function inviteMail(
  to: string,
  inviter: { name: string; language: Language; timeZone: string },
  challenge: ChallengeNames,
  link: string,
  expiresAt: Date,
): SendMailJob {
  const { language, timeZone } = inviter;
  const expires = `${formatInstant(expiresAt, language, timeZone)} (${timeZone})`;
  const { subject, lines } = TEXTS[language].invite(inviter.name, challenge, link, expires);
  return plainMail(to, subject, null, lines, language);
}

/** To the group's leader: someone accepted or declined their invite. */
export function inviteAnsweredMail(
  leader: Reader,
  answer: { joined: string } | { declined: string },
  challenge: ChallengeNames,
  groupUrl: string,
): SendMailJob {
  const t = TEXTS[leader.language];
  const { subject, lines } = 'joined' in answer ? t.memberJoined(answer.joined, challenge) : t.inviteDeclined(answer.declined, challenge);
  return send(leader, { subject, lines: [...lines, `${t.yourGroup}: ${groupUrl}`] });
}

/** To each member: the application is approved or not. */
export function applicationDecisionMail(reader: Reader, approved: boolean, challenge: ChallengeNames, dashboard: string): SendMailJob {
  return send(reader, TEXTS[reader.language].applicationDecision(approved, challenge, dashboard));
}

/** To each member: a week's submission is accepted or needs an update. */
export function submissionReviewMail(
  reader: Reader,
  review: { accepted: boolean; week: number; attempt: number; feedback: string | null },
  challenge: ChallengeNames,
  todos: string,
): SendMailJob {
  return send(reader, TEXTS[reader.language].submissionReview(review, challenge, todos));
}

/** To each member: the certificate of a completed challenge, with its verification code. */
export function certificateMail(reader: Reader, challenge: ChallengeNames, merit: string, url: string, code: string): SendMailJob {
  return send(reader, TEXTS[reader.language].certificate(challenge, merit, url, code));
}

/** To each member of an approved group: a week takes hand-ins from today. */
export function weekOpenedMail(reader: Reader, challenge: ChallengeNames, week: WeekNames, link: string): SendMailJob {
  return send(reader, TEXTS[reader.language].weekOpened(challenge, week, link));
}

/** To each member of a group that has not handed a week in (or must update it): it is due tomorrow. */
export function weekDueMail(reader: Reader, challenge: ChallengeNames, week: WeekNames, link: string): SendMailJob {
  return send(reader, TEXTS[reader.language].weekDue(challenge, week, link));
}
