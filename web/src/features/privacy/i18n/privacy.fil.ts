import type { Translation } from '@/lib/i18n';
import type en from './privacy.en';

/** Ang sariling pamamahala ng privacy (/my/privacy), sa Filipino. */
const privacy = {
  page: {
    title: 'Ang aking data at privacy',
    intro:
      'Binibigyan ka ng Data Privacy Act of 2012 (RA 10173) ng karapatang makakuha ng kopya ng iyong data at ipabura ito. Magagawa mo ang dalawa rito.',
    nav: 'Privacy ko',
  },
  consents: {
    title: 'Ang aking mga pahintulot',
    intro: 'Ang mga pahintulot na ibinigay mo sa Lakbay, at kung kailan.',
    dataPrivacy: 'Pagproseso ng iyong data ayon sa Data Privacy Act of 2012 (RA 10173)',
    givenOn: 'Ibinigay noong {{date}}',
    none: 'Hindi mo pa naibibigay ang Data Privacy consent. Hihingin ito ng Lakbay kapag tinapos mo ang pag-set up ng iyong profile.',
    cookies: 'Cookies para sa analytics, sa device na ito',
    cookiesAccepted: 'Tinanggap sa device na ito',
    cookiesDeclined: 'Tinanggihan sa device na ito',
    cookiesUnanswered: 'Wala pang sagot sa device na ito',
    cookiesNote: 'Sa device na ito lang nakatago ang pinili mo tungkol sa cookies, hindi sa iyong account.',
  },
  download: {
    title: 'I-download ang aking data',
    intro:
      'Kumuha ng isang zip file na may lahat ng itinatago ng Lakbay tungkol sa iyo: ang iyong account at profile, mga pahintulot, event registration, coaching session, apprenticeship application at submission, at ang mga file na in-upload mo.',
    how: 'Titipunin namin ito habang ginagamit mo ang Lakbay at ie-e-mail namin sa iyo ang link. Gagana ang link nang {{hours}} oras.',
    button: 'I-e-mail sa akin ang kopya ng aking data',
    asked: 'Tinitipon na namin ang iyong data. Abangan ang aming e-mail sa loob ng ilang minuto.',
    lastAsked: 'Huling hiningi noong {{date}}.',
    lastReady: 'Huling ipinadala ang kopya noong {{date}}; gagana ang link nito hanggang {{until}}.',
    lastPending: 'Inihahanda pa ang huli mong hiling.',
    readyTitle: 'Handa na ang iyong kopya',
    readyBody: 'Ito ang kopya ng iyong data mula sa link na ipinadala namin sa iyong e-mail. Para lang sa iyo ito, habang naka-log in.',
    readyButton: 'I-download ang zip file',
  },
  delete: {
    title: 'Burahin ang aking account',
    intro: 'Hindi na maibabalik ang account kapag binura. Mala-log out ka sa lahat ng device at hindi ka na makakapag-log in muli.',
    removed: 'Ang buburahin namin',
    removedList: {
      account: 'Ang iyong e-mail address, password, pangalan, username, larawan, paaralan, interes at lahat ng iba pa sa iyong profile.',
      content: 'Ang iyong registration sa mga event na hindi pa tapos.',
      scheduling:
        'Ang iyong pangalan, e-mail address at mga sagot sa iyong coaching session; kakanselahin ang mga session na hindi pa nangyayari.',
      apprenticeship:
        'Ang iyong pangalan, e-mail address at mga sagot sa application sa Virtual Apprenticeship, ang iyong resume, at mga file na ikaw lang ang nagpasa.',
    },
    kept: 'Ang itatago namin, nang wala ang iyong pangalan o e-mail address',
    keptList: {
      audit: 'Mga entry sa audit log ng admin, na tumutukoy sa iyong account sa pamamagitan lang ng id nito.',
      sessions:
        'Mga nakaraang coaching session, na may markang "Deleted Kadet" o "Deleted Koach", para manatili sa kausap mo ang kanyang kasaysayan at mga rating.',
      events: 'Mga registration sa mga natapos nang event, nang wala ang iyong pangalan o e-mail address, para sa bilang ng dumalo.',
      teams:
        'Mga submission na sabay ninyong ipinasa ng iyong team, na may markang "Deleted member", para manatili sa mga kasama mo ang inyong gawa. Babawiin ang iyong mga certificate.',
    },
    mailQueue:
      'Ang mga e-mail na ipinadala namin sa iyo, kasama ang huling nagsasabing na-delete na ang account, ay nananatili sa aming mail records nang hanggang isang linggo, saka binubura.',
    button: 'Burahin ang aking account',
    googleHint: 'Nagsa-sign in sa Google ang iyong account at wala itong password: ie-e-mail namin sa iyo ang link para kumpirmahin.',
    dialogTitle: 'Burahin nang tuluyan ang iyong account?',
    dialogBody: 'Hindi na ito maibabalik. I-type ang kasalukuyan mong password para kumpirmahin.',
    password: 'Kasalukuyang password',
    confirm: 'Burahin ang aking account',
    cancel: 'Huwag burahin',
    linkSent: 'Nag-e-mail kami sa iyo ng link para kumpirmahin. Gagana ito nang 1 oras.',
    done: 'Nabura na ang iyong account. Salamat sa pagiging bahagi ng Lakbay.',
    confirmTitle: 'Kumpirmahin ang pagbura ng iyong account',
    confirmBody: 'Binuksan mo ang link mula sa aming e-mail. Pindutin ang button para burahin nang tuluyan ang iyong account.',
    confirmButton: 'Burahin nang tuluyan ang aking account',
  },
  error: {
    load: 'Hindi ma-load ang iyong privacy page.',
    retry: 'Subukan muli',
  },
} as const satisfies Translation<typeof en>;

export default privacy;
