/**
 * The search relevance suite's queries (relevance.spec.ts runs them against the seeded catalogue in
 * each engine): how students ask for careers in Filipino, Taglish, everyday English, with typos and
 * while typing, and what they must find.
 *
 * - top: the first result is one of these titles (several when any of them answers the question;
 *   careers the catalogue may gain later, such as Physician, come first in the list).
 * - also: these titles are in the results too.
 * - not: these titles are not in the results (unrelated records that a typo or a shared word reached).
 * - firstType: the first result's type, when the query names a career (careers before videos).
 */
export interface RelevanceCase {
  q: string;
  top: string[];
  also?: string[];
  not?: string[];
  /** Why the case is here, when the query alone does not say. */
  note?: string;
}

const TEACHERS = ['Public School Teacher', 'Special Education (SPED) Teacher', 'TVL Teacher / TESDA Trainer'];
const ENGINEERS = [
  'Civil Engineer',
  'Electrical Engineer',
  'Mechanical Engineer',
  'Electronics Engineer',
  'Industrial Engineer',
  'Agricultural and Biosystems Engineer',
  'Marine Engineer',
  'Data Engineer',
];
const SEAFARERS = ['Deck Officer (Mate)', 'Marine Engineer'];
const HEALTH = ['Registered Nurse', 'Medical Technologist', 'Physical Therapist', 'Pharmacist', 'Midwife'];
const DESIGNERS = ['Graphic Designer', 'UX/UI Designer', 'Interior Designer', 'Motion Graphics Designer'];
const RESEARCHERS = ['Research Assistant', 'UX Researcher', 'Science Research Specialist', 'Market Research Analyst'];

export const RELEVANCE_CASES: RelevanceCase[] = [
  // ---- Filipino words for careers ------------------------------------------------------------
  { q: 'nars', top: ['Registered Nurse'] },
  { q: 'narsing', top: ['Registered Nurse'] },
  { q: 'medtech', top: ['Medical Technologist'] },
  { q: 'parmasyutiko', top: ['Pharmacist'] },
  { q: 'botika', top: ['Pharmacist'] },
  { q: 'terapista', top: ['Physical Therapist'] },
  { q: 'komadrona', top: ['Midwife'] },
  { q: 'tagapag-alaga', top: ['Caregiver'] },
  { q: 'doktor', top: ['Physician', ...HEALTH], not: ['Plumber'], note: 'no physician yet: the health careers, never Plumber' },
  { q: 'inhinyero', top: ENGINEERS },
  { q: 'inhinyero sibil', top: ['Civil Engineer'] },
  { q: 'inhinyero elektrikal', top: ['Electrical Engineer'] },
  { q: 'arkitekto', top: ['Architect'] },
  { q: 'pulis', top: ['Police Officer'], not: ['Bookkeeper', 'Interior Designer', 'Industrial Engineer', 'Community Development Officer'] },
  { q: 'kriminolohiya', top: ['Police Officer', 'Jail Officer'], also: ['Police Officer'] },
  { q: 'sundalo', top: ['Military Officer', 'Soldier', 'Police Officer'], note: 'no soldier yet: the uniformed services' },
  { q: 'abogado', top: ['Lawyer', 'Police Officer'], note: 'no lawyer yet: the career that studies criminal law' },
  { q: 'bjmp', top: ['Jail Officer'] },
  { q: 'kusinero', top: ['Cook / Chef'] },
  { q: 'tagaluto', top: ['Cook / Chef'] },
  { q: 'resepsiyonista', top: ['Hotel Front Desk Agent'] },
  { q: 'tagalinis', top: ['Housekeeping Room Attendant'] },
  { q: 'turismo', top: ['Travel and Tour Consultant'] },
  { q: 'seaman', top: SEAFARERS, also: SEAFARERS },
  { q: 'seafarer', top: SEAFARERS, also: SEAFARERS },
  { q: 'marino', top: SEAFARERS, also: SEAFARERS },
  { q: 'barko', top: SEAFARERS },
  { q: 'guro', top: TEACHERS, also: TEACHERS },
  { q: 'titser', top: TEACHERS },
  { q: 'deped', top: ['Public School Teacher'] },
  { q: 'magsasaka', top: ['Farm Manager / Agriculturist'] },
  { q: 'mangingisda', top: ['Fisheries Technologist'] },
  { q: 'elektrisyan', top: ['Electrician'] },
  { q: 'manghihinang', top: ['Welder'] },
  { q: 'mekaniko', top: ['Automotive Technician'] },
  { q: 'tubero', top: ['Plumber'] },
  { q: 'aircon', top: ['Refrigeration and Air-conditioning Technician'] },
  { q: 'manunulat', top: ['Content Writer / Copywriter'] },
  { q: 'disenyador', top: DESIGNERS },
  { q: 'dswd', top: ['Social Worker'] },
  { q: 'estadistika', top: ['Statistician'] },
  { q: 'aktwaryo', top: ['Actuarial Analyst'] },
  { q: 'mananaliksik', top: RESEARCHERS },
  { q: 'siyentipiko', top: ['Science Research Specialist', 'Data Scientist'] },
  { q: 'kontador', top: ['Accountant'] },
  { q: 'tagatuos', top: ['Accountant', 'Bookkeeper'], also: ['Bookkeeper'] },
  { q: 'animasyon', top: ['Animator'] },
  { q: 'litratista', top: ['Photographer'] },
  { q: 'tindera', top: ['Sales Associate', 'Real Estate Salesperson'] },
  { q: 'editor ng video', top: ['Video Editor'] },
  // ---- Taglish --------------------------------------------------------------------------------
  { q: 'call center', top: ['Customer Service Representative'] },
  { q: 'kol senter', top: ['Customer Service Representative'] },
  { q: 'bpo', top: ['Customer Service Representative'] },
  { q: 'socmed', top: ['Social Media Manager'] },
  { q: 'nars sa abroad', top: ['Registered Nurse'] },
  { q: 'trabaho bilang pulis', top: ['Police Officer'] },
  { q: 'gusto kong maging guro', top: TEACHERS },
  { q: 'magiging seaman', top: SEAFARERS },
  { q: 'bahay at lupa', top: ['Real Estate Salesperson'] },
  // ---- Everyday English -----------------------------------------------------------------------
  { q: 'cop', top: ['Police Officer'], not: ['Content Writer / Copywriter', 'Social Worker'], note: 'not the words it begins' },
  { q: 'farmer', top: ['Farm Manager / Agriculturist'] },
  { q: 'coder', top: ['Software Developer'] },
  { q: 'programmer', top: ['Software Developer'] },
  { q: 'web developer', top: ['Software Developer'] },
  { q: 'travel agent', top: ['Travel and Tour Consultant'] },
  { q: 'receptionist', top: ['Hotel Front Desk Agent'] },
  { q: 'mechanic', top: ['Automotive Technician'] },
  { q: 'hr', top: ['Human Resources Specialist'] },
  { q: 'tech support', top: ['IT Support Specialist'] },
  { q: 'realtor', top: ['Real Estate Salesperson'] },
  { q: 'youtuber', top: ['Video Editor'] },
  { q: 'graphic artist', top: ['Graphic Designer'] },
  { q: 'cabin crew', top: ['Flight Attendant'] },
  { q: 'hacker', top: ['Cybersecurity Analyst'] },
  { q: 'google search', top: ['SEO Specialist'] },
  // ---- Career names: careers before videos and coaches ----------------------------------------
  { q: 'software developer', top: ['Software Developer'] },
  { q: 'nurse', top: ['Registered Nurse'] },
  { q: 'data analyst', top: ['Data Analyst'] },
  { q: 'police officer', top: ['Police Officer'] },
  { q: 'accountant', top: ['Accountant'] },
  { q: 'photographer', top: ['Photographer'] },
  { q: 'electrician', top: ['Electrician'] },
  { q: 'brand manager', top: ['Brand Manager'] },
  { q: 'civil engineer', top: ['Civil Engineer'] },
  // ---- Misspelt -------------------------------------------------------------------------------
  { q: 'softwre', top: ['Software Developer'], note: 'a video came first' },
  { q: 'enginer', top: ENGINEERS },
  { q: 'acountant', top: ['Accountant'] },
  { q: 'photografer', top: ['Photographer'] },
  { q: 'electrision', top: ['Electrician'] },
  { q: 'pharmasist', top: ['Pharmacist'] },
  { q: 'plumer', top: ['Plumber'] },
  { q: 'animater', top: ['Animator'] },
  { q: 'statistition', top: ['Statistician'] },
  { q: 'cybersecurty', top: ['Cybersecurity Analyst'] },
  { q: 'caregver', top: ['Caregiver'] },
  // ---- While typing (the last word is a beginning) --------------------------------------------
  { q: 'nur', top: ['Registered Nurse'] },
  { q: 'soft', top: ['Software Developer'] },
  { q: 'pharma', top: ['Pharmacist'] },
  // ---- Videos and coaches are still found by their own names ----------------------------------
  { q: 'grit', top: ['Grit: the power of passion and perseverance'] },
  { q: 'introverts', top: ['The power of introverts'] },
  { q: 'procrastinator', top: ['Inside the mind of a master procrastinator'] },
  { q: 'Andrea Villanueva', top: ['Andrea Villanueva'] },
  { q: 'jasmine', top: ['Jasmine Abad'] },
];
