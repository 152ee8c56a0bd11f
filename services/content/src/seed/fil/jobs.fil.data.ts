import type { JobFil } from './fil-types';

/** Says, like the English, that the listing is a made-up example (the seed's jobs all are). */
const sample = (text: string) => `Sample na posting (kathang-isip na kumpanya). ${text}`;

/** Filipino versions of the seeded jobs, by the English record's key (see fil-types.ts). */
export const JOBS_FIL: Readonly<Record<string, JobFil>> = {
  'bituin-junior-data-analyst': {
    description: sample(
      'Maglinis at magsuri ng sales data para sa mga retail client, gumawa ng weekly dashboard sa Power BI at ipaliwanag ang resulta sa mga account manager. Welcome ang mga fresh graduate na may SQL at spreadsheet skills.',
    ),
  },
  'bituin-data-engineering-intern': {
    description: sample(
      'Isang 3-buwang internship para sa mga 3rd at 4th year na estudyante ng IT at CS: tumulong bumuo ng mga data pipeline sa Python at SQL, kasama ang isang mentor. May allowance.',
    ),
  },
  'alon-social-media-associate': {
    description: sample(
      'Magplano at mag-post ng content para sa tatlong food at lifestyle brand, magsulat ng caption sa English at Filipino, at mag-report ng engagement bawat linggo.',
    ),
  },
  'alon-junior-graphic-designer': {
    description: sample(
      'Magdisenyo ng social media graphics, poster at packaging mock-up sa ilalim ng isang senior designer. Magpadala ng portfolio na may 5 hanggang 10 piyesa.',
    ),
  },
  'alon-video-editor-freelance': {
    description: sample(
      'Mag-edit ng maiikling vertical video para sa mga brand campaign, mga 10 hanggang 15 bawat buwan, bayad kada project. Ipakita sa amin ang tatlong edit na ipinagmamalaki mo.',
    ),
  },
  'tala-ux-designer': {
    description: sample(
      'Magdisenyo ng mga flow para sa isang mobile wallet na ginagamit ng maliliit na negosyante. Magte-test ka ng mga prototype kasama ang mga user at makikipagtulungan sa mga developer sa dalawang-linggong sprint.',
    ),
  },
  'tala-software-developer': {
    description: sample(
      'Bumuo at mag-test ng mga feature para sa aming merchant app sa TypeScript. Tini-train namin ang mga graduate na may maipapakitang project sa GitHub o school capstone.',
    ),
  },
  'tala-product-marketing': {
    description: sample(
      'Tumulong mag-launch ng mga bagong feature ng wallet: magsulat ng launch messages, maghanda ng mga gabay para sa support at sales, at mag-interview ng mga merchant.',
    ),
  },
  'mayon-csr-night-shift': {
    description: sample(
      'Tulungan sa phone ang mga customer ng isang international telecom, night shift na may night differential. Welcome ang mga senior-high graduate; may bayad na training sa loob ng dalawang linggo.',
    ),
  },
  'mayon-chat-support': {
    description: sample(
      'Sumagot sa mga chat at e-mail para sa isang online retailer. Kailangan mo ng tahimik na workspace, stable na connection na hindi bababa sa 25 Mbps, at mahusay na written English.',
    ),
  },
  'mayon-team-lead': {
    description: sample(
      'Pamunuan ang isang team na may 15 agent: mag-coach sa mga call, i-track ang quality at attendance, at mag-report sa operations manager. Hindi bababa sa isang taong BPO experience.',
    ),
  },
  'kalinga-community-organizer': {
    description: sample(
      'Isang taong kontrata para sa isang disaster-preparedness project: mag-organisa ng mga barangay meeting, mag-train ng mga volunteer at idokumento ang mga aktibidad. Mas gusto ang marunong mag-Waray.',
    ),
  },
  'kalinga-program-assistant': {
    description: sample(
      'Suportahan ang isang reading programme sa mga pampublikong elementary school: i-schedule ang mga tutor, i-track ang progreso ng mga learner, at maghanda ng mga report para sa mga donor.',
    ),
  },
  'kalinga-research-assistant': {
    description: sample(
      'Part-time, 20 oras bawat linggo: mag-encode at maglinis ng survey data, magbuod ng mga article at tumulong sumulat ng pag-aaral tungkol sa youth employment.',
    ),
  },
  'sibol-market-research-analyst': {
    description: sample(
      'Gumawa ng mga survey, suriin ang resulta sa Excel o SPSS, at magsulat ng insight reports para sa mga consumer-goods client. Welcome ang mga graduate ng psychology, statistics at marketing.',
    ),
  },
  'sibol-brand-assistant': {
    description: sample(
      'Sumali sa snacks team: suportahan ang campaign planning, i-track ang sell-out data at tumulong mag-launch ng bagong flavour. Bukas sa mga fresh graduate na may leadership experience.',
    ),
  },
  'sibol-trade-marketing': {
    description: sample(
      'Magplano ng in-store promos at displays para sa mga account sa Mindanao, bumisita sa mga tindahan at makipagtulungan sa mga distributor. Handang bumiyahe sa loob ng Mindanao.',
    ),
  },
  'daloy-accounting-staff': {
    description: sample(
      'Magtala ng mga transaksyon, mag-reconcile ng mga account at tumulong maghanda ng BIR filings. Para sa mga graduate ng BS Accountancy; plus kung CPA board passer.',
    ),
  },
  'daloy-supply-chain-analyst': {
    description: sample(
      'Mag-forecast ng volume, i-track ang mga delivery sa mga hub sa Visayas at hanapin ang sanhi ng mga delay. Mas gusto ang mga graduate ng industrial engineering.',
    ),
  },
  'daloy-hr-assistant': {
    description: sample(
      'Mag-screen ng mga aplikante, mag-schedule ng mga interview, at i-process ang onboarding at mga kontribusyon sa gobyerno ng mga bagong empleyado.',
    ),
  },
  'daloy-bookkeeper': {
    description: sample(
      'Tatlong araw bawat linggo: mag-encode ng mga resibo at benta, mag-reconcile ng petty cash at maghanda ng mga summary para sa accountant. Welcome ang may Bookkeeping NC III.',
    ),
  },
  'lakan-sales-associate': {
    description: sample(
      'Tulungan ang mga customer na pumili ng appliance, i-process ang mga instalment application at panatilihing maayos ang mga display. Welcome ang mga senior-high graduate; may commission bukod sa base pay.',
    ),
  },
  'lakan-account-executive': {
    description: sample(
      'Magbenta ng mga appliance package sa mga hotel, dormitoryo at opisina sa Northern Mindanao: mag-prospect, mag-present, makipagnegosasyon at mag-manage ng mga account.',
    ),
  },
  'hiraya-it-support': {
    description: sample(
      'Panatilihing gumagana ang mga computer lab at office network ng isang learning centre, tulungan ang mga guro sa kanilang mga device at i-manage ang mga user account. Mas gusto ang may Computer Systems Servicing NC II.',
    ),
  },
  'hiraya-content-writer': {
    description: sample(
      'Isang anim-na-buwang kontrata sa pagsulat ng mga simpleng study guide at blog article para sa mga senior-high learner sa English at Filipino.',
    ),
  },
};
